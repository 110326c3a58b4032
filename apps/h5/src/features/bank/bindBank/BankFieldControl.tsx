import { type CityNode, CityPicker, DayPicker, Picker } from '@hiram/ui';
import { useState } from 'react';
import { usePackText } from '../../../i18n/index.ts';
import { bankText } from '../text/bank/index.ts';
import type { BankField } from './bankFields.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { cityPath, cityText } from './cityText.ts';
import { enumCode, enumName } from './formValues.ts';
import { TextField } from './TextField.tsx';

export interface BankFieldControlProps {
  field: BankField;
  /** As shown: enum items hold the option's name. */
  value: string;
  onChange: (value: string) => void;
  /** Left empty at the last Next. */
  missing: boolean;
  cityOptions: readonly CityNode[];
}

const asDay = (value: string) => {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;
};

/** One server form item, as the control its kind asks for. */
export function BankFieldControl({
  field,
  value,
  onChange,
  missing,
  cityOptions,
}: BankFieldControlProps) {
  const t = usePackText(bankText);
  const [open, setOpen] = useState(false);
  const error = missing ? t('bank.required') : undefined;

  if (field.kind === 'text') {
    return (
      <TextField
        label={field.title}
        hint={field.subtitle}
        mask={field.mask}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }

  const labels = {
    open,
    title: field.title,
    onCancel: () => setOpen(false),
    confirmText: t('bank.confirm'),
    cancelText: t('bank.cancel'),
  };
  const choose = (next: string) => {
    setOpen(false);
    onChange(next);
  };
  const picker =
    field.kind === 'enum' ? (
      <Picker
        {...labels}
        options={field.options.map(({ name, type }) => ({ label: name, value: type }))}
        value={enumCode(field, value) || null}
        onConfirm={(type) => choose(enumName(field, type))}
      />
    ) : field.kind === 'day' ? (
      <DayPicker {...labels} value={asDay(value)} onConfirm={(day) => choose(String(day))} />
    ) : (
      <CityPicker
        {...labels}
        options={cityOptions}
        value={cityPath(cityOptions, value)}
        onConfirm={(path) => choose(cityText(cityOptions, path))}
      />
    );

  return (
    <>
      <ChoiceField
        label={field.title}
        hint={field.subtitle}
        value={value}
        placeholder={t('bank.choose')}
        onOpen={() => setOpen(true)}
        error={error}
      />
      {picker}
    </>
  );
}
