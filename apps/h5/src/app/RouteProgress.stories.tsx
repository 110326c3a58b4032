import { NavBar } from '@hiram/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteProgress } from './RouteProgress.tsx';

const meta = {
  title: 'App/Route progress',
  component: RouteProgress,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <NavBar title="Order details" />
      <RouteProgress />
    </>
  ),
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the next screen's code loads: the bar lies over the header's brand gradient, so it is
 * drawn in the colour the header's title has (4.5:1 on it), not the accent the gradient is made of.
 */
export const OverTheHeader: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[aria-hidden="true"]');
    const title = canvasElement.querySelector('h1');
    if (!(bar instanceof HTMLElement) || !title) throw new Error('No bar or no header');
    await expect(getComputedStyle(bar).backgroundColor).toBe(getComputedStyle(title).color);
  },
};
