import type { ReactNode, Ref } from 'react';

export interface FooterFormProps {
  /** The id the footer's button names in its `form` attribute. */
  id: string;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * Fields whose keyboard Go key presses the footer's button. That button stays in the footer bar,
 * `type="submit"` with `form={id}`, and the browser clicks it even while the bar has stepped aside
 * for the keyboard. The button's `onClick` does the work; the form itself never submits.
 */
export function FooterForm({ id, children, ref }: FooterFormProps) {
  return (
    <form id={id} ref={ref} noValidate onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
