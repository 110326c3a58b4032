import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { StatusIcon, type StatusVariant } from './StatusIcon.tsx';

export interface StatusHeroProps {
  /** Picks the icon and its colour. */
  variant: StatusVariant;
  /** The status in a few words, e.g. 'Repaid'; left out when empty. */
  title: ReactNode;
  /** What the status means for the user; shown as text. */
  description?: ReactNode | undefined;
  /** The title's element; `h2` by default, under the page's `h1`. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p' | undefined;
  /** Icon size in CSS pixels. */
  iconSize?: number | undefined;
  className?: string | undefined;
}

type Tone = 'accentText' | 'success' | 'warning' | 'danger';

const tones: Record<StatusVariant, Tone> = {
  pending: 'accentText',
  processing: 'accentText',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  failed: 'danger',
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme, $tone }) => theme.color[$tone]};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Description = styled.p`
  margin: 0;
  max-width: 340px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A status at the top of a page: its icon, a few words and what they mean. */
export function StatusHero({
  variant,
  title,
  description,
  titleAs = 'h2',
  iconSize = 48,
  className,
}: StatusHeroProps) {
  return (
    <Root className={className} data-variant={variant}>
      <Badge $tone={tones[variant]}>
        <StatusIcon variant={variant} size={iconSize} />
      </Badge>
      {title != null && title !== '' && <Title as={titleAs}>{title}</Title>}
      {description != null && description !== '' && <Description>{description}</Description>}
    </Root>
  );
}
