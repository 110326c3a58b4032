import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ReactNode, useState } from 'react';
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
  { onFailure: () => failure() !== 'pass on' },
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

/** The screen's error, as the route's boundary stands for it. */
class ScreenError extends Component<{ children: ReactNode }, { failed: boolean }> {
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p role="alert">The screen's error</p> : this.props.children;
  }
}

const meta = {
  title: 'App/Shell/lazyLayer',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    fetches.mockReset();
    failure.mockReset();
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

/** A failure `onFailure` does not answer goes on to the screen's error, which offers the reload. */
export const UnansweredGoesToTheScreen: Story = {
  render: () => (
    <ScreenError>
      <Screen />
    </ScreenError>
  ),
  beforeEach: () => {
    failure.mockReturnValue('pass on');
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      "The screen's error",
    );
    await expect(failure).toHaveBeenCalledTimes(1);
  },
};
