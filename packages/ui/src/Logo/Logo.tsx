import { useState } from 'react';
import { styled } from 'styled-components';

export interface LogoProps {
  /** The image URL, usually the server's; nothing is shown without one. */
  src?: string | undefined;
  /** Empty by default: a logo beside its name adds nothing for a screen reader. */
  alt?: string | undefined;
  /** Width and height in CSS pixels; 40 by default. */
  size?: number | undefined;
  className?: string | undefined;
}

const Image = styled.img<{ $size: number }>`
  flex: none;
  &[data-broken] { visibility: hidden; }
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * A square product or channel logo. One that fails to load is hidden rather than shown broken,
 * and keeps its box: the error can come seconds after the page is drawn, and what is beside it
 * must not move under the borrower's finger.
 */
export function Logo({ src, alt = '', size = 40, className }: LogoProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src) return null;
  return (
    <Image
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      $size={size}
      data-broken={broken === src || undefined}
      onError={() => setBroken(src)}
    />
  );
}
