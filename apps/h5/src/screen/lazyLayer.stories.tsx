import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { WAIT } from '../dev/storybook/loadFailures.ts';
import { lazyLayer } from './lazyLayer.tsx';

interface NoteProps {
  open: boolean;
}

/** A layer whose code never comes (a deploy took its chunk away); each fetch is counted. */
const fetches = fn();
const failure = fn();
const { Layer: UnreachableLayer } = lazyLayer<NoteProps>(
  () => {
    fetches();
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  },
  { onFailure: () => failure() },
);

/** A screen with a field and a button that opens the layer. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <label>
        Account number
        <input defaultValue="0012 3456" />
      </label>
      <button type="button" onClick={() => setOpen((shown) => !shown)}>
        {open ? 'Close' : 'Open'}
      </button>
      <UnreachableLayer open={open} />
    </main>
  );
}

const meta = {
  title: 'App/Shell/lazyLayer',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    fetches.mockClear();
    failure.mockClear();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A layer whose code cannot come says so through `onFailure`, and the screen under it stays as
 * it was, what was typed included; opened again, it asks for its code anew.
 */
export const CodeThatCannotCome: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(failure).toHaveBeenCalledTimes(1), WAIT);
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveValue('0012 3456');
    await expect(canvas.queryByRole('note')).toBeNull();
    const asked = fetches.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(failure).toHaveBeenCalledTimes(2), WAIT);
    await expect(fetches.mock.calls.length).toBeGreaterThan(asked);
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveValue('0012 3456');
  },
};
