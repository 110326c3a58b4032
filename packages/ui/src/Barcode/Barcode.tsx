import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { useUiStrings } from '../locale/useUiStrings.ts';
import { BarcodePlaceholder } from './BarcodePlaceholder.ts';
import { unsupportedCharacters } from './code128Charset.ts';
import { loadBars } from './loadBars.ts';

const BarcodeSvg = /* @__PURE__ */ lazy(loadBars);

export interface BarcodeProps {
  /** The pay code: printable ASCII (letters, digits, spaces and punctuation). */
  value: string;
  /** Height of the bars in CSS pixels; they stretch to the width of the container. */
  height?: number | undefined;
  /** Prints the code under the bars. */
  showValue?: boolean | undefined;
  /** Accessible name; the built-in "Barcode {code}" by default. */
  label?: string | undefined;
  /** Shown instead of the bars when the code has characters a barcode cannot hold. */
  unsupportedText?: string | undefined;
  className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

/**
 * The room the bars take: the placeholder fills it while the encoder loads. Black on white,
 * whatever the brand's colours: a cashier's laser scanner reads in red light, in which red bars
 * vanish, and a phone's forced dark theme or a dark contrast theme would draw them light on dark.
 */
const Box = styled.div<{ $height: number }>`
  color-scheme: only light;
  forced-color-adjust: none;
  box-sizing: border-box;
  width: 100%;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #ffffff;
  color: #000000;
  overflow: hidden;
`;

const Unsupported = styled.p<{ $height: number }>`
  display: flex;
  box-sizing: border-box;
  min-height: ${({ $height }) => $height}px;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
`;

const Value = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Roboto Mono', monospace;
  font-size: ${({ theme }) => theme.font.size.md};
  letter-spacing: 0.12em;
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * A pay code as a Code 128 barcode (SVG) with the code printed below. The encoder is fetched
 * the first time a barcode is shown; a placeholder of the same size stands in until then.
 */
export function Barcode({
  value,
  height = 72,
  showValue = true,
  label,
  unsupportedText,
  className,
}: BarcodeProps) {
  const strings = useUiStrings();
  const name = label ?? strings.barcode.replace('{code}', value);
  const supported = value.length > 0 && unsupportedCharacters(value).length === 0;

  return (
    <Root className={className}>
      {supported ? (
        <Box $height={height}>
          <Suspense fallback={<BarcodePlaceholder role="img" aria-label={name} aria-busy="true" />}>
            <BarcodeSvg value={value} label={name} />
          </Suspense>
        </Box>
      ) : (
        <Unsupported $height={height}>{unsupportedText ?? strings.barcodeUnsupported}</Unsupported>
      )}
      {showValue && <Value aria-hidden={supported || undefined}>{value}</Value>}
    </Root>
  );
}
