import { useControllableState } from '../internal/useControllableState.ts';

/**
 * A picker's confirmed value: `value` when it is given (controlled, `null` for none), else the last
 * one confirmed, at first `defaultValue`. `confirm` keeps a new value and reports every
 * confirmation, an unchanged value's too.
 */
export function useConfirmed<Value, Chosen extends Value>(
  value: Value | null | undefined,
  defaultValue: Value | undefined,
  onConfirm: (chosen: Chosen) => void,
  caller: string,
): [confirmed: Value | null | undefined, confirm: (chosen: Chosen) => void] {
  const [confirmed, setConfirmed] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    caller,
  });
  const confirm = (chosen: Chosen) => {
    setConfirmed(chosen);
    onConfirm(chosen);
  };
  return [confirmed, confirm];
}
