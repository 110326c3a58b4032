import type { CSSProperties } from 'react';
import { css, styled } from 'styled-components';
import { loadingPulse } from '../internal/loadingPulse.ts';

/** `text`: lines of text, the last shorter; `block`: a rounded box; `circle`: e.g. an avatar. */
export type SkeletonVariant = 'text' | 'block' | 'circle';

export interface SkeletonShapeProps {
  /** The shape drawn; `text` (a few lines) by default. */
  variant?: SkeletonVariant | undefined;
  /** Lines drawn by the `text` variant; the last one is shorter. */
  lines?: number | undefined;
  /** CSS width: `100%` for text and blocks by default. */
  width?: string | number | undefined;
  /** CSS height of a block; 96 px by default. */
  height?: string | number | undefined;
  /** Diameter of a circle in px; 48 by default. */
  size?: number | undefined;
  className?: string | undefined;
}

const surface = css`
  display: block;
  background: ${({ theme }) => theme.color.disabled};
  ${loadingPulse}
`;

const Line = styled.span`
  ${surface}
  height: 0.9em;
  margin: 0.35em 0;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:last-child:not(:first-child) { width: 60%; }
`;

const Block = styled.span`
  ${surface}
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Circle = styled.span`
  ${surface}
  flex: none;
  border-radius: 50%;
`;

const toCss = (value: string | number | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** A grey placeholder in the shape of content still loading; hidden from screen readers. */
export function SkeletonShape({
  variant = 'text',
  lines = 3,
  width,
  height,
  size = 48,
  className,
}: SkeletonShapeProps) {
  if (variant === 'circle') {
    return (
      <Circle
        aria-hidden="true"
        className={className}
        style={{ width: size, height: size } satisfies CSSProperties}
      />
    );
  }
  if (variant === 'block') {
    return (
      <Block
        aria-hidden="true"
        className={className}
        style={{ width: toCss(width) ?? '100%', height: toCss(height) ?? '96px' }}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      aria-hidden="true"
      className={className}
      style={{ display: 'block', width: toCss(width) }}
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <Line key={index} />
      ))}
    </span>
  );
}
