import { useState } from 'react';

/**
 * A picker's confirmed value: `value` when it is given (controlled, `null` for none), else the last
 * one confirmed, at first `defaultValue`. `confirm` keeps a new value and reports it.
 */
export function useConfirmed<Value, Chosen extends Value>(
  value: Value | null | undefined,
  defaultValue: Value | undefined,
  onConfirm: (chosen: Chosen) => void,
): [confirmed: Value | null | undefined, confirm: (chosen: Chosen) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const confirm = (chosen: Chosen) => {
    if (value === undefined) setUncontrolled(chosen);
    onConfirm(chosen);
  };
  return [value === undefined ? uncontrolled : value, confirm];
}
