import type { AnchorHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { type ButtonVariant, buttonLook } from '../internal/buttonLook.ts';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where it goes: a page, or a `tel:`, `mailto:` or store address the browser opens. */
  href: string;
  variant?: ButtonVariant | undefined;
  /** Full width. */
  block?: boolean | undefined;
  ref?: Ref<HTMLAnchorElement> | undefined;
}

const Root = styled.a<{ $variant: ButtonVariant; $block: boolean }>`
  ${buttonLook}
`;

/**
 * A link that looks like `Button`: for an action the browser itself carries out (open a page or
 * a store, dial a number). It stays a link for screen readers, and a new tab or a long press
 * works as on any link.
 */
export function ButtonLink({ variant = 'primary', block = false, ref, ...rest }: ButtonLinkProps) {
  return <Root ref={ref} $variant={variant} $block={block} {...rest} />;
}
