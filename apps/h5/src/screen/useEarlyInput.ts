import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';

/**
 * Keeps what a visitor typed into a prerendered field before the page's code arrived. Hydration
 * leaves that text on screen but not in state, so the next render would wipe it: the field
 * reports it once, as it hydrates.
 */
export function useEarlyInput(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onValue: (value: string) => void,
): void {
  const adopt = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onValue(typed);
  });
  useLayoutEffect(() => adopt(), []);
}
