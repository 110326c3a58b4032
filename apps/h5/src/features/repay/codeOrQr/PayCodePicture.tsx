import { styled } from 'styled-components';

export interface PayCodePictureProps {
  /** What the picture shows, for screen readers. */
  label: string;
}

const Picture = styled.svg`
  display: block;
  align-self: center;
  width: 160px;
  max-width: 60%;
  height: auto;
  color: ${({ theme }) => theme.color.accent};
`;

const BARS = [0, 6, 9, 15, 21, 24, 30, 36, 39, 45, 51, 54, 60, 66, 69, 75];

/**
 * The channel picture of showType 1. The query names no channel and gives no picture, so this is
 * a drawn payment slip with its code, as outlets print and e-wallet apps show: no brand is implied.
 */
export function PayCodePicture({ label }: PayCodePictureProps) {
  return (
    <Picture role="img" aria-label={label} viewBox="0 0 160 120" fill="none">
      <rect x="28" y="6" width="104" height="108" rx="8" fill="currentColor" opacity="0.12" />
      <rect
        x="36"
        y="14"
        width="88"
        height="92"
        rx="4"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="46" y="26" width="48" height="6" rx="3" fill="currentColor" opacity="0.6" />
      <rect x="46" y="38" width="68" height="4" rx="2" fill="currentColor" opacity="0.3" />
      <rect x="46" y="46" width="56" height="4" rx="2" fill="currentColor" opacity="0.3" />
      {BARS.map((x) => (
        <rect key={x} x={44 + x} y="62" width={x % 3 === 0 ? 3 : 2} height="26" fill="#1f2937" />
      ))}
      <rect x="46" y="94" width="68" height="4" rx="2" fill="currentColor" opacity="0.6" />
    </Picture>
  );
}
