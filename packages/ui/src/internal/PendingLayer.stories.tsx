import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { painted } from '../../docs/painted.ts';
import { tapTarget } from '../../docs/tapTarget.ts';
import { dismissTopLayer } from '../layers/dismissTopLayer.ts';
import { PendingLayer } from './PendingLayer.tsx';

const onPay = fn();

/** A page under the cover: a button and a field. */
function PageUnder({ holdMs, onGiveUp }: { holdMs?: number; onGiveUp?: () => void }) {
  return (
    <>
      <button type="button" onClick={onPay}>
        Pay
      </button>
      <label>
        Name <input />
      </label>
      <PendingLayer holdMs={holdMs} onGiveUp={onGiveUp} />
    </>
  );
}

/** What covers the page while a layer's code is on its way (see `LazyLayer`). */
const meta = {
  title: 'Internal/PendingLayer',
  component: PendingLayer,
  args: { onGiveUp: fn() },
  render: (args) => <PageUnder holdMs={args.holdMs} onGiveUp={args.onGiveUp} />,
  beforeEach: () => {
    onPay.mockClear();
  },
} satisfies Meta<typeof PendingLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * It says Loading, and holds the page: a tap lands on it, and neither keys nor a screen reader's
 * activation (a click on the element itself) reach the page under it.
 */
export const HoldsThePage: Story = {
  play: async ({ args, canvas }) => {
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Loading');
    const pay = canvas.getByRole('button', { name: 'Pay' });
    await expect(tapTarget(pay)).toBe(status);
    fireEvent.click(pay);
    pay.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onPay).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    name.focus();
    await userEvent.keyboard('Juan');
    await expect(name).toHaveValue('');
    await waitFor(() => expect(Number(getComputedStyle(status).opacity)).toBe(1));
    await expect(args.onGiveUp).not.toHaveBeenCalled();
  },
};

/**
 * A fetch that stalls gives the page back once the hold has run out, and says so (`onGiveUp`):
 * the layer's owner closes it, so it does not open later over what the user went on to.
 */
export const GivesThePageBack: Story = {
  args: { holdMs: 300 },
  play: async ({ args, canvas }) => {
    await screen.findByRole('status');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await expect(args.onGiveUp).toHaveBeenCalledTimes(1);
    const pay = canvas.getByRole('button', { name: 'Pay' });
    await expect(tapTarget(pay)).toBe(pay);
    await userEvent.click(pay);
    await expect(onPay).toHaveBeenCalledTimes(1);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Juan');
    await expect(name).toHaveValue('Juan');
  },
};

/** Escape gives up at once, for a layer its owner can close: the user has changed their mind. */
export const EscapeGivesUp: Story = {
  play: async ({ args }) => {
    await screen.findByRole('status');
    await userEvent.keyboard('{Escape}');
    await expect(args.onGiveUp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};

/** So does a phone's back, which closes the top layer: it does not leave the page instead. */
export const BackGivesUp: Story = {
  play: async ({ args }) => {
    await screen.findByRole('status');
    await expect(dismissTopLayer()).toBe(true);
    await expect(args.onGiveUp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // Off the stack once the effects after that render have run.
    await painted();
    await expect(dismissTopLayer()).toBe(false);
  },
};

/** A layer that must open (no `onGiveUp`): Escape and back leave it be. */
export const WithoutACancelHoldsOn: Story = {
  args: { onGiveUp: undefined },
  play: async () => {
    const status = await screen.findByRole('status');
    await userEvent.keyboard('{Escape}');
    await expect(dismissTopLayer()).toBe(false);
    await expect(status).toBeInTheDocument();
  },
};
