import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../internal/VisuallyHidden.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { SkeletonShape, type SkeletonShapeProps } from './SkeletonShape.tsx';

export interface SkeletonProps extends SkeletonShapeProps {
  /** Placeholders while `true` (the default), `children` once `false`. */
  loading?: boolean | undefined;
  /** The loaded content. */
  children?: ReactNode | undefined;
  /** Placeholders to draw instead of one shape, e.g. several `SkeletonShape`s side by side. */
  placeholder?: ReactNode | undefined;
  /** Read by screen readers while loading; the built-in "Loading" label by default. */
  label?: string | undefined;
}

const Root = styled.div`
  position: relative;
`;

/**
 * Stands in for content that is still loading. Screen readers hear one "Loading" and the region is
 * `aria-busy` until the content arrives; the grey shapes themselves are hidden from them.
 */
export function Skeleton({
  loading = true,
  children,
  placeholder,
  label,
  className,
  ...shape
}: SkeletonProps) {
  const strings = useUiStrings();
  if (!loading) return <Root className={className}>{children}</Root>;
  return (
    <Root className={className} aria-busy="true">
      <VisuallyHidden>{label ?? strings.loading}</VisuallyHidden>
      {placeholder ?? <SkeletonShape {...shape} />}
    </Root>
  );
}
