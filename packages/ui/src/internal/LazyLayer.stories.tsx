import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LazyLayer } from './LazyLayer.tsx';
import { lazyModule } from './lazyModule.tsx';

function Layer() {
  return <p>The layer's content</p>;
}

/** The wrapper of every lazily fetched overlay (dialogs, sheets, the promo popup). */
const meta = {
  title: 'Internal/LazyLayer',
  component: LazyLayer,
  args: {
    open: false,
    load: fn<() => Promise<unknown>>(async () => Layer),
    children: <p>The layer's content</p>,
  },
} satisfies Meta<typeof LazyLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, it shows nothing, and fetches its code once the page is idle, once. */
export const ClosedFetchesWhenIdle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText("The layer's content")).toBeNull();
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.load).toHaveBeenCalledTimes(1);
  },
};

const module = lazyModule(async () => ({ default: Layer }));

/** Open, it shows the layer as soon as its code is here. */
export const Open: Story = {
  args: { open: true, load: fn(module.load), children: <module.Component /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The layer's content")).toBeVisible();
  },
};
