import { contrast } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteProgress } from './RouteProgress.tsx';

const meta = {
  title: 'App/Shell/Route progress',
  component: RouteProgress,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` as `#rrggbb`. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * While the next screen's code loads, the bar is all there is: on the bare page, so it is drawn
 * in a colour that reaches 3:1 on it (neither the header's white nor, in a pale brand, the accent).
 */
export const OnThePage: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[aria-hidden="true"]');
    if (!(bar instanceof HTMLElement)) throw new Error('No bar');
    const page = hex(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor);
    const drawn = hex(getComputedStyle(bar).backgroundColor);
    await expect(contrast(drawn, page)).toBeGreaterThanOrEqual(3);
  },
};
