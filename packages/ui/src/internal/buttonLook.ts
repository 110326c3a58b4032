import { css } from 'styled-components';

/**
 * How strongly a button stands out: `primary` is filled with the brand's accent, `secondary` is
 * outlined in it on white, `ghost` is its text alone.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    border-color: ${({ theme }) => theme.color.accentEdge};
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accentText};
    border-color: ${({ theme }) => theme.color.accentText};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.accentText};
    border-color: transparent;
  `,
};

/** The look `Button` and `ButtonLink` share, so a brand's theme styles both alike. */
export const buttonLook = css<{ $variant: ButtonVariant; $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.control};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  -webkit-user-select: none;
  transition: opacity ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  ${({ $variant }) => variants[$variant]}

  &:active:not(:disabled):not([aria-busy='true']):not([aria-disabled='true']) { opacity: 0.8; }
`;
