import { useMemo } from 'react';
import { code128Bars, encodeCode128, QUIET_ZONE } from './code128.ts';

export interface BarcodeSvgProps {
  value: string;
  label: string;
}

/**
 * The bars of a Code 128 symbol, stretched to fill its box in the box's colour (black); the box
 * gives the size and background. Loaded only when a barcode is shown.
 */
export default function BarcodeSvg({ value, label }: BarcodeSvgProps) {
  const symbol = useMemo(() => encodeCode128(value), [value]);
  if (!symbol.ok) return null;
  const width = symbol.modules + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 1`}
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      fill="currentColor"
      shapeRendering="crispEdges"
      focusable="false"
      style={{ display: 'block' }}
    >
      {code128Bars(symbol.widths).map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.width} height={1} />
      ))}
    </svg>
  );
}
