import { useEffect, useRef, useState } from 'react';

// Every bundler that builds React replaces `process.env.NODE_ENV` (React's own entry reads it), and
// Node has `process`; the library's own build knows no Node types, so it is declared here.
declare const process: { env: { NODE_ENV?: string } };

/**
 * The development warning for a component whose value prop was given (`controlled`) when it
 * mounted and is absent now, or the reverse; `undefined` when nothing switched. `wasControlled`
 * is `null` once the component has warned.
 */
export function switchWarning(
  caller: string,
  wasControlled: boolean | null,
  controlled: boolean,
): string | undefined {
  if (wasControlled !== null && wasControlled !== controlled)
    return `${caller} switched to ${controlled ? '' : 'un'}controlled: give its value prop always or never.`;
}

export interface ControllableStateOptions<T, Initial extends T | undefined> {
  /** The value given by the parent; the component is controlled while it is not `undefined` (`null` is a value). */
  prop: T | undefined;
  /** The value at first while uncontrolled, or a function that makes it; may be `undefined` for none. */
  defaultProp: Initial | (() => Initial);
  /** Called with the new value, only when it differs from the current one. */
  onChange?: ((value: T) => void) | undefined;
  /** The component's name in the development warning. */
  caller: string;
}

/**
 * A component's value, held by its parent (controlled) or by itself (uncontrolled). The setter
 * takes a value or an updater; in a controlled component it only reports the new value.
 * In development it warns once when the component switches between controlled and uncontrolled.
 */
export function useControllableState<T, Initial extends T | undefined = T>({
  prop,
  defaultProp,
  onChange,
  caller,
}: ControllableStateOptions<T, Initial>): [
  value: T | Initial,
  setValue: (update: T | ((current: T | Initial) => T)) => void,
] {
  const [own, setOwn] = useState<T | Initial>(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  if (process.env.NODE_ENV !== 'production') {
    // The condition is fixed for a build, so the hook below runs on every render or never.
    // biome-ignore lint/correctness/useHookAtTopLevel: development builds only
    useSwitchWarning(caller, controlled);
  }

  const setValue = (update: T | ((current: T | Initial) => T)) => {
    const next =
      typeof update === 'function' ? (update as (current: T | Initial) => T)(value) : update;
    if (Object.is(next, value)) return;
    if (!controlled) setOwn(() => next);
    onChange?.(next);
  };
  return [value, setValue];
}

function useSwitchWarning(caller: string, controlled: boolean) {
  const wasControlled = useRef<boolean | null>(controlled);
  useEffect(() => {
    const warning = switchWarning(caller, wasControlled.current, controlled);
    if (!warning) return;
    wasControlled.current = null;
    console.warn(warning);
  });
}
