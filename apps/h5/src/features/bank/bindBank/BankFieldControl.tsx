import { useState } from 'react';
import { usePackText } from '../../../i18n/index.ts';
import { bankText } from '../text/bank/index.ts';
import type { BankField } from './bankFields.ts';
import { ChoiceField } from './ChoiceField.tsx';
import type { CityChoices } from './FieldPicker.tsx';
import { LazyFieldPicker } from './lazyFieldPicker.ts';
import { TextField } from './TextField.tsx';

export interface BankFieldControlProps {
  field: BankField;
  /** As shown: enum items hold the option's name. */
  value: string;
  onChange: (value: string) => void;
  /** Left empty at the last Next. */
  missing: boolean;
  cities: CityChoices;
  /** A picker's code cannot come. */
  onPickerUnavailable: () => void;
}

/** One server form item, as the control its kind asks for. */
export function BankFieldControl({
  field,
  value,
  onChange,
  missing,
  cities,
  onPickerUnavailable,
}: BankFieldControlProps) {
  const t = usePackText(bankText);
  const [open, setOpen] = useState(false);
  if (field.kind === 'text') {
    return (
      <TextField
        label={field.title}
        hint={field.subtitle}
        mask={field.mask}
        value={value}
        onChange={onChange}
        error={missing ? t('bank.required') : undefined}
      />
    );
  }

  return (
    <>
      <ChoiceField
        label={field.title}
        hint={field.subtitle}
        value={value}
        placeholder={t('bank.choose')}
        onOpen={() => {
          if (field.kind === 'city') cities.onOpen();
          setOpen(true);
        }}
        error={missing ? t('bank.requiredChoice') : undefined}
      />
      <LazyFieldPicker
        open={open}
        field={field}
        value={value}
        onChoose={(next) => {
          setOpen(false);
          onChange(next);
        }}
        onCancel={() => setOpen(false)}
        onUnavailable={onPickerUnavailable}
        confirmText={t('bank.confirm')}
        cancelText={t('bank.cancel')}
        cities={cities}
      />
    </>
  );
}
