import { type CityNode, CityPicker, DayPicker, Picker } from '@hiram/ui';
import type { BankField } from './bankFields.ts';
import { cityPath, cityText } from './cityText.ts';
import { enumCode, enumName } from './formValues.ts';

export interface FieldPickerProps {
  open: boolean;
  /** An enum, day or city item. */
  field: BankField;
  /** As shown: enum items hold the option's name. */
  value: string;
  /** The choice, as shown. */
  onChoose: (value: string) => void;
  onCancel: () => void;
  confirmText: string;
  cancelText: string;
  cityOptions: readonly CityNode[];
}

const asDay = (value: string) => {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;
};

/** The sheet a choice field opens: the enum's options, a day of the month, or a city. */
export function FieldPicker({ field, value, onChoose, cityOptions, ...labels }: FieldPickerProps) {
  const sheet = { ...labels, title: field.title };
  if (field.kind === 'enum') {
    return (
      <Picker
        {...sheet}
        options={field.options.map(({ name, type }) => ({ label: name, value: type }))}
        value={enumCode(field, value) || null}
        onConfirm={(type) => onChoose(enumName(field, type))}
      />
    );
  }
  if (field.kind === 'day') {
    return <DayPicker {...sheet} value={asDay(value)} onConfirm={(day) => onChoose(String(day))} />;
  }
  return (
    <CityPicker
      {...sheet}
      options={cityOptions}
      value={cityPath(cityOptions, value)}
      onConfirm={(path) => onChoose(cityText(cityOptions, path))}
    />
  );
}
