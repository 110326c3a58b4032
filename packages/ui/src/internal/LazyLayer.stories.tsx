import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ReactNode, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { tapTarget } from '../../docs/tapTarget.ts';
import { LazyLayer } from './LazyLayer.tsx';
import { type LazyModule, lazyModule } from './lazyModule.tsx';

const CONTENT = "The layer's content";

function Layer() {
  return <p>{CONTENT}</p>;
}

/** A layer whose code comes only when the play function lets it, or fails then. */
function heldCode() {
  let release = () => {};
  let fail = () => {};
  const arrival = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('The chunk did not arrive'));
  });
  const code = lazyModule(async () => {
    await arrival;
    return { default: Layer };
  });
  return { code, release, fail };
}

let held = heldCode();

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">The page could not go on</p> : this.props.children;
  }
}

/** A button that opens the layer, as a picker's owner does, beside a field of the page. */
function Opener({ code }: { code: LazyModule<object> }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  return (
    <Boundary>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setOpened((count) => count + 1);
        }}
      >
        Open
      </button>
      <p>Opened {opened} times</p>
      <label>
        Name <input />
      </label>
      <LazyLayer open={open} code={code} onGiveUp={() => setOpen(false)}>
        <code.Component />
      </LazyLayer>
    </Boundary>
  );
}

const shownModule = lazyModule(async () => ({ default: Layer }));

/** The wrapper of every lazily fetched overlay (dialogs, sheets, the promo popup). */
const meta = {
  title: 'Internal/LazyLayer',
  component: LazyLayer,
  args: {
    open: false,
    code: { ...shownModule, load: fn(shownModule.load) },
    children: <shownModule.Component />,
  },
} satisfies Meta<typeof LazyLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, it shows nothing, and fetches its code once, a second after it renders, when idle. */
export const ClosedFetchesWhenIdle: Story = {
  play: async ({ args, canvas }) => {
    const load = args.code.load;
    await expect(canvas.queryByText(CONTENT)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(load).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(CONTENT)).toBeNull();
  },
};

/** Open, it shows the layer as soon as its code is here. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONTENT)).toBeVisible();
  },
};

/** A button that opens a layer whose code the play function holds back. */
const withHeldCode = {
  beforeEach: () => {
    held = heldCode();
  },
  render: () => <Opener code={held.code} />,
} satisfies Story;

/**
 * Opened before its code has come, it says Loading and takes the taps meant for the page, so a
 * field tapped meanwhile does not lose its typing to the layer; the page dims once the wait is
 * long enough to see. The layer replaces it when the code arrives.
 */
export const OpenedBeforeItsCodeArrives: Story = {
  ...withHeldCode,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Name' });
    await expect(tapTarget(field)).toBe(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const pending = await screen.findByRole('status');
    await expect(pending).toHaveTextContent('Loading');
    await expect(tapTarget(field)).toBe(pending);
    await waitFor(() => expect(Number(getComputedStyle(pending).opacity)).toBe(1));
    await expect(canvas.queryByText(CONTENT)).toBeNull();
    held.release();
    await expect(await canvas.findByText(CONTENT)).toBeVisible();
    await expect(screen.queryByRole('status')).toBeNull();
    await expect(tapTarget(field)).toBe(field);
  },
};

/** Its code failed to arrive while it was open: the failure reaches the error boundary. */
export const CodeFailsWhileOpen: Story = {
  ...withHeldCode,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    held.fail();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The page could not go on');
    await expect(canvas.queryByText(CONTENT)).toBeNull();
  },
};

/**
 * A code that stalls past the hold: the layer gives up (its owner closes it), so it does not open
 * later over a field the user went on to type in, and a second tap opens it anew.
 */
export const GivesUpWhenItsCodeStalls: Story = {
  ...withHeldCode,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('status');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 10_000 });
    const field = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(field, 'Juan');
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByText(CONTENT)).toBeNull();
    await userEvent.type(field, ' dela Cruz');
    await expect(field).toHaveValue('Juan dela Cruz');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByText(CONTENT)).toBeVisible();
    await expect(canvas.getByText('Opened 2 times')).toBeVisible();
  },
};
