import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';

export type SectionVariant = 'card' | 'plain';

export interface SectionProps {
  /** The section's `h2`, which also names it for screen readers. */
  title: ReactNode;
  /** `card` sits on a surface; `plain` (e.g. a list of cards) sits on the page. `card` by default. */
  variant?: SectionVariant;
  children: ReactNode;
  className?: string;
}

/** A screen's heading under the nav bar's `h1`. */
export const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Root = styled.section<{ $variant: SectionVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $variant }) => ($variant === 'card' ? theme.space.xs : theme.space.md)};
  ${({ theme, $variant }) =>
    $variant === 'card' &&
    `
    padding: ${theme.space.md} ${theme.space.lg};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  `}
`;

/** A titled part of a screen, announced as a region named by its title. */
export function Section({ title, variant = 'card', children, className }: SectionProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} $variant={variant} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Root>
  );
}
