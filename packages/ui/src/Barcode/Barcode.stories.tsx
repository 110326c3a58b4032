import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type DefaultTheme, ThemeProvider } from 'styled-components';
import { fillLabel } from '../internal/fillLabel.ts';
import { filStrings } from '../locale/fil.ts';
import { Barcode } from './Barcode.tsx';
import { BarcodePlaceholder } from './BarcodePlaceholder.ts';

/** The drawn barcode once its lazy module has loaded (the first fetch can be slow on a busy machine). */
const drawn = (canvasElement: HTMLElement, name: string) =>
  waitFor(
    () => {
      const svg = canvasElement.querySelector<SVGSVGElement>(`svg[aria-label="${name}"]`);
      expect(svg).not.toBeNull();
      return svg as SVGSVGElement;
    },
    { timeout: 10_000 },
  );

const barsOf = (svg: SVGSVGElement) =>
  Array.from(svg.querySelectorAll('rect'), (rect) => ({
    x: Number(rect.getAttribute('x')),
    width: Number(rect.getAttribute('width')),
  }));

/** Width of the symbol in modules, quiet zones included. */
const modulesOf = (svg: SVGSVGElement) => Number(svg.getAttribute('viewBox')?.split(' ')[2]);

const meta = {
  title: 'Components/Barcode',
  component: Barcode,
  args: { value: 'PJJ123C' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Barcode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const svg = await drawn(canvasElement, 'Barcode PJJ123C');
    await expect(canvas.getByRole('img', { name: 'Barcode PJJ123C' })).toBe(svg);
    // Start B, 7 characters and the checksum at 11 modules each, the 13-module stop and
    // two 10-module quiet zones: 9 × 11 + 13 + 20 = 132.
    await expect(modulesOf(svg)).toBe(132);
    const bars = barsOf(svg);
    // Start B is 2 1 1 2 1 4: bars of 2, 1, 1 modules after the quiet zone.
    await expect(bars.slice(0, 4)).toEqual([
      { x: 10, width: 2 },
      { x: 13, width: 1 },
      { x: 16, width: 1 },
      { x: 21, width: 3 },
    ]);
    // Stop is 2 3 3 1 1 1 2, ending 10 modules before the right edge.
    await expect(bars.slice(-4)).toEqual([
      { x: 109, width: 2 },
      { x: 114, width: 3 },
      { x: 118, width: 1 },
      { x: 120, width: 2 },
    ]);
    const box = svg.getBoundingClientRect();
    await expect(box.height).toBe(72);
    await expect(box.width).toBe(canvasElement.firstElementChild?.getBoundingClientRect().width);
    const text = canvas.getByText('PJJ123C');
    await expect(text).toBeVisible();
    await expect(text).toHaveAttribute('aria-hidden', 'true');
    await expect(text.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
  },
};

/** Digits pair up in code set C: start C, 4 pairs, checksum, stop. */
/** The brand's text colour, dark red: what a lender whose body text is its red would ship. */
const redText = (theme: DefaultTheme | undefined): DefaultTheme => {
  if (!theme) throw new Error('The story runs in a brand theme.');
  return { ...theme, color: { ...theme.color, text: '#991b1b' } };
};

/**
 * A cashier's laser scanner reads with red light, in which red bars vanish: the bars stay black on
 * white whatever colour the brand gives its text, and the number under them takes the brand's.
 */
export const RedBrandText: Story = {
  render: (args) => (
    <ThemeProvider theme={redText}>
      <Barcode {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const svg = await drawn(canvasElement, 'Barcode PJJ123C');
    const bar = svg.querySelector('rect') as SVGRectElement;
    await expect(getComputedStyle(bar).fill).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(svg.parentElement as HTMLElement).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );
    await expect(getComputedStyle(canvas.getByText('PJJ123C')).color).toBe('rgb(153, 27, 27)');
  },
};

export const Numeric: Story = {
  args: { value: '12345678' },
  play: async ({ canvas, canvasElement }) => {
    const svg = await drawn(canvasElement, 'Barcode 12345678');
    // 6 × 11 + 13 + 20 = 99, against 154 if every digit took a symbol.
    await expect(modulesOf(svg)).toBe(99);
    // Start C is 2 1 1 2 3 2.
    await expect(barsOf(svg).slice(0, 3)).toEqual([
      { x: 10, width: 2 },
      { x: 13, width: 1 },
      { x: 16, width: 3 },
    ]);
    await expect(canvas.getByText('12345678')).toBeVisible();
  },
};

export const LongCode: Story = {
  args: { value: 'HIR-2024-000123456789-PH-7-ELEVEN' },
  play: async ({ args, canvas, canvasElement }) => {
    const svg = await drawn(canvasElement, `Barcode ${args.value}`);
    const box = svg.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // Each module still gets at least a CSS pixel on a 390 px phone.
    await expect(box.width / modulesOf(svg)).toBeGreaterThanOrEqual(1);
    const text = canvas.getByText(args.value);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

export const UnsupportedCharacters: Story = {
  args: { value: 'PJJ–123·Ñ' },
  play: async ({ canvas }) => {
    const message = canvas.getByText('This code cannot be shown as a barcode');
    await expect(message).toBeVisible();
    // It keeps the barcode's room, so the layout does not jump between codes.
    await expect(message.getBoundingClientRect().height).toBeGreaterThanOrEqual(72);
    await expect(canvas.queryByRole('img')).toBeNull();
    const text = canvas.getByText('PJJ–123·Ñ');
    await expect(text).toBeVisible();
    await expect(text).not.toHaveAttribute('aria-hidden');
  },
};

export const Empty: Story = {
  args: { value: '', unsupportedText: 'No pay code yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pay code yet')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const WithoutValue: Story = {
  args: { showValue: false, height: 120, label: '7-Eleven pay code PJJ123C' },
  play: async ({ canvas, canvasElement }) => {
    const svg = await drawn(canvasElement, '7-Eleven pay code PJJ123C');
    await expect(svg.getBoundingClientRect().height).toBe(120);
    await expect(canvas.queryByText('PJJ123C')).toBeNull();
  },
};

/** The placeholder shown while the encoder loads takes the barcode's room, so nothing jumps. */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ height: 72 }}>
        <BarcodePlaceholder role="img" aria-label="Barcode loading" aria-busy="true" />
      </div>
      <Barcode {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const placeholder = canvas.getByRole('img', { name: 'Barcode loading' });
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    const svg = await drawn(canvasElement, 'Barcode PJJ123C');
    const a = placeholder.getBoundingClientRect();
    const b = svg.getBoundingClientRect();
    await expect([a.width, a.height]).toEqual([b.width, b.height]);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '条形码 PJJ123C');
  },
};

export const IndonesianUnsupported: Story = {
  args: { value: 'Kode: 12€' },
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Kode ini tidak dapat ditampilkan sebagai kode batang'),
    ).toBeVisible();
  },
};

/**
 * In Filipino: a code that can be drawn is named with the built-in "Barcode …" label; one that
 * cannot (a character Code 128 lacks) shows the built-in note in its place.
 */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Barcode {...args} />
      <Barcode value="Kode: 12€" />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await drawn(canvasElement, fillLabel(filStrings.barcode, { code: args.value }));
    await expect(canvas.getByText(filStrings.barcodeUnsupported)).toBeVisible();
  },
};
