import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';
import { takeTypedField } from './typedFields.ts';

/**
 * Keeps what a visitor typed into a prerendered field before the page's code arrived. Hydration
 * leaves that text on screen but not in state, so the next render would wipe it: the field
 * reports it once, as it hydrates. A page rendered afresh has new fields: the one with the old
 * field's `name` takes its text (and its focus) from `keepTypedFields`.
 */
export function useEarlyInput(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onValue: (value: string) => void,
  name?: string,
): void {
  const adopt = useEffectEvent(() => {
    const element = field.current;
    if (!element) return;
    if (element.value !== value) return onValue(element.value);
    if (!name) return;
    const kept = takeTypedField(name);
    // Focused first: the value React then writes puts the caret after the text.
    if (kept.focused) element.focus();
    if (kept.value !== undefined && kept.value !== value) onValue(kept.value);
  });
  useLayoutEffect(() => adopt(), []);
}
