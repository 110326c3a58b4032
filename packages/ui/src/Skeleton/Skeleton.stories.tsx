import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { filStrings } from '../locale/fil.ts';
import { Skeleton } from './Skeleton.tsx';
import { SkeletonShape } from './SkeletonShape.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  subcomponents: { SkeletonShape },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn placeholder shapes. */
const shapes = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[aria-hidden="true"] *, [aria-hidden="true"]:empty'));

/** What the compositor animates alone, without the main thread. */
const COMPOSITED = new Set(['opacity', 'transform']);

/** The properties a shape's CSS animation changes, read from its keyframes rule. */
const animatedProperties = (element: Element) => {
  const name = getComputedStyle(element).animationName;
  const keyframes = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .find((rule) => rule instanceof CSSKeyframesRule && rule.name === name);
  return keyframes instanceof CSSKeyframesRule
    ? Array.from(keyframes.cssRules).flatMap((frame) =>
        frame instanceof CSSKeyframeRule ? Array.from(frame.style) : [],
      )
    : [];
};

export const Text: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    const lines = shapes(canvasElement);
    await expect(lines).toHaveLength(3);
    const widths = lines.map((line) => line.getBoundingClientRect().width);
    await expect(widths[2]).toBeLessThan(widths[0] ?? 0);
    await expect(lines[0]?.getBoundingClientRect().height).toBeGreaterThan(0);

    await step('the shimmer leaves the main thread free for the loading page', async () => {
      const [line] = lines;
      if (!line) throw new Error('no placeholder line');
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
        await expect(getComputedStyle(line).animationName).toBe('none');
        return;
      }
      const animated = animatedProperties(line);
      await expect(animated).not.toHaveLength(0);
      await expect(animated.filter((property) => !COMPOSITED.has(property))).toEqual([]);
    });
  },
};

export const OneLine: Story = {
  args: { lines: 1, width: 160 },
  play: async ({ canvasElement }) => {
    const lines = shapes(canvasElement);
    await expect(lines).toHaveLength(1);
    await expect(lines[0]?.getBoundingClientRect().width).toBe(160);
  },
};

export const Block: Story = {
  args: { variant: 'block', height: 160 },
  play: async ({ canvasElement }) => {
    const [block] = shapes(canvasElement);
    const box = block?.getBoundingClientRect();
    await expect(box?.height).toBe(160);
    await expect(box?.width).toBe(block?.parentElement?.getBoundingClientRect().width);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', size: 64 },
  play: async ({ canvasElement }) => {
    const [circle] = shapes(canvasElement);
    await expect(circle?.getBoundingClientRect().width).toBe(64);
    await expect(circle?.getBoundingClientRect().height).toBe(64);
    await expect(circle && getComputedStyle(circle).borderRadius).toBe('50%');
  },
};

/** Several shapes under one "Loading": an order card with a logo and two lines. */
export const Composite: Story = {
  args: {
    placeholder: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <SkeletonShape variant="circle" size={40} />
        <SkeletonShape lines={2} width="70%" />
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Loading')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  },
};

export const Loaded: Story = {
  args: { loading: false, children: <p>Loan amount: ₱5.000,00</p> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loan amount: ₱5.000,00')).toBeVisible();
    await expect(canvas.queryByText('Loading')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

function LoadingDemo() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setLoading(false)}>
        Finish loading
      </Button>
      <Skeleton loading={loading} lines={2}>
        <p>Repayment date: 2024-06-12</p>
      </Skeleton>
    </>
  );
}

export const LoadingThenLoaded: Story = {
  render: () => <LoadingDemo />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvasElement.querySelector('[aria-busy="true"]');
    await expect(region).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.getByText('Repayment date: 2024-06-12')).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(region).toContainElement(canvas.getByText('Repayment date: 2024-06-12'));
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your orders')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Memuat')).toBeInTheDocument();
  },
};

/** In Filipino, with no label given: what screen readers hear is the built-in "loading". */
export const Filipino: Story = {
  globals: { locale: 'fil' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(filStrings.loading)).toBeInTheDocument();
  },
};
