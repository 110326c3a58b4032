import { type CityNode, CityPicker, DayPicker, Picker } from '@hiram/ui';
import { useT } from '../../../i18n/index.ts';
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
  /** Called by its lazy layer, not by the picker: its code (or its sheet's) cannot come. */
  onUnavailable: () => void;
  confirmText: string;
  cancelText: string;
  cities: CityChoices;
}

/** The places a city field chooses from, as the form has them. */
export interface CityChoices {
  /** Empty until they are fetched. */
  options: readonly CityNode[];
  /** Their fetch failed: opening a city field fetches them again. */
  failed: boolean;
  /** Called as a city field opens. */
  onOpen: () => void;
}

const asDay = (value: string) => {
  const day = Number(value);
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : null;
};

/** The sheet a choice field opens: the enum's options, a day of the month, or a city. */
export function FieldPicker({ field, value, onChoose, cities, ...labels }: FieldPickerProps) {
  const t = useT();
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
      options={cities.options}
      value={cityPath(cities.options, value)}
      onConfirm={(path) => onChoose(cityText(cities.options, path))}
      // Until the places are here: on their way, or why they are not.
      emptyText={t(cities.failed ? 'screen.offline.body' : 'app.loading')}
    />
  );
}
