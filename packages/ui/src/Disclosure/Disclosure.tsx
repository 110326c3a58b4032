import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { CardHeading, headedCard } from '../internal/headedCard.ts';

export interface DisclosureProps {
  /** The heading in the always-visible summary row; the whole row toggles the body. */
  title: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /** Whether it starts open (native `<details open>`); the user folds it from there. */
  defaultOpen?: boolean | undefined;
  /** The folded content, shown below the summary while open; it brings its own bottom padding. */
  children: ReactNode;
  className?: string | undefined;
}

const Root = styled.details`
  ${headedCard}
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  list-style: none;
  cursor: pointer;
  touch-action: manipulation;

  &::-webkit-details-marker { display: none; }
`;

const Chevron = styled.span`
  flex: none;
  width: 0.5em;
  height: 0.5em;
  margin-inline-end: ${({ theme }) => theme.space.xxs};
  border-right: 2px solid ${({ theme }) => theme.color.textMuted};
  border-bottom: 2px solid ${({ theme }) => theme.color.textMuted};
  transform: translateY(-25%) rotate(45deg);
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  details[open] > summary > & { transform: translateY(25%) rotate(-135deg); }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A card that folds its content under a heading: native `<details>`, so Enter and Space toggle it. */
export function Disclosure({
  title,
  headingLevel = 3,
  defaultOpen = false,
  children,
  className,
}: DisclosureProps) {
  // Only the first value counts: after that the browser owns `open`.
  const [initialOpen] = useState(defaultOpen);
  return (
    <Root className={className} open={initialOpen}>
      <Summary>
        <CardHeading as={`h${headingLevel}`}>{title}</CardHeading>
        <Chevron aria-hidden="true" />
      </Summary>
      {children}
    </Root>
  );
}
