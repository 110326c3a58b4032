import { useState } from 'react';
import { BindBankView, type BindBankViewProps } from './BindBankView.tsx';
import { readyState } from './demoForm.ts';

/** For stories: the view holding the page's form state, reporting each change to `props` too. */
export function LiveBindBank(props: BindBankViewProps) {
  const [cardType, setCardType] = useState(props.cardType);
  const [values, setValues] = useState(props.values);
  return (
    <BindBankView
      {...props}
      state={readyState(cardType, values)}
      cardType={cardType}
      onCardTypeChange={(next) => {
        props.onCardTypeChange(next);
        setCardType(next);
      }}
      values={values}
      onValueChange={(code, value) => {
        props.onValueChange(code, value);
        setValues((current) => ({ ...current, [code]: value }));
      }}
    />
  );
}
