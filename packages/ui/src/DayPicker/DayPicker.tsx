import { useMemo } from 'react';
import type { PickerOption } from '../Picker/OptionList.tsx';
import { Picker, type PickerProps } from '../Picker/Picker.tsx';
import { dayRange } from './dayRange.ts';

export interface DayPickerProps
  extends Omit<PickerProps, 'options' | 'value' | 'defaultValue' | 'onConfirm'> {
  /** The confirmed day, `null` for none; makes the picker controlled. */
  value?: number | null | undefined;
  /** The confirmed day at first when uncontrolled. */
  defaultValue?: number | undefined;
  /** First day offered; 1 by default. */
  min?: number | undefined;
  /** Last day offered; 31 by default. */
  max?: number | undefined;
  /** A day's label, e.g. `15th`; the plain number by default. */
  formatDay?: ((day: number) => string) | undefined;
  /** Confirm: the day chosen, as a number. The parent closes the sheet. */
  onConfirm: (day: number) => void;
}

const toValue = (day: number | null | undefined) =>
  day === undefined ? undefined : day === null ? null : String(day);

/** A bottom sheet to choose a day of the month, e.g. a salary day. */
export function DayPicker({
  value,
  defaultValue,
  min,
  max,
  formatDay,
  onConfirm,
  ...rest
}: DayPickerProps) {
  const options = useMemo<PickerOption[]>(
    () =>
      dayRange(min, max).map((day) => ({
        label: formatDay ? formatDay(day) : String(day),
        value: String(day),
      })),
    [min, max, formatDay],
  );
  return (
    <Picker
      {...rest}
      options={options}
      value={toValue(value)}
      defaultValue={toValue(defaultValue) ?? undefined}
      onConfirm={(day) => onConfirm(Number(day))}
    />
  );
}
