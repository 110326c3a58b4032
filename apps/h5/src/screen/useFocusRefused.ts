import { type RefObject, useEffect } from 'react';

/**
 * At each refusal of a simple form (`refusals` grows), the first field marked invalid in `form`
 * takes the focus: where the keyboard and a screen reader are needed next.
 */
export function useFocusRefused(form: RefObject<HTMLFormElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
}
