import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sheetReady } from '../../docs/sheetReady.ts';
import { BottomSheet } from './BottomSheet.tsx';

/** The panel under Popup, Picker, CityPicker and ChannelPicker; not exported on its own. */
const meta = {
  title: 'Internal/BottomSheet',
  component: BottomSheet,
  args: {
    onClose: fn(),
    labels: { 'aria-label': 'Choose a channel' },
    children: (
      <p>
        <button type="button">First action</button>
      </p>
    ),
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const backdropOf = (sheet: HTMLElement) => sheet.parentElement as HTMLElement;

/** Focus moves to the first control inside; Escape asks to close. */
export const Default: Story = {
  play: async ({ args }) => {
    const sheet = await sheetReady('Choose a channel');
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A tap on the backdrop closes; a press that starts inside the sheet does not. */
export const BackdropTap: Story = {
  play: async ({ args }) => {
    const sheet = await sheetReady();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: sheet },
      { keys: '[/MouseLeft]', target: backdropOf(sheet) },
    ]);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(backdropOf(sheet));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BackdropTapIgnored: Story = {
  args: { closeOnBackdrop: false },
  play: async ({ args }) => {
    const sheet = await sheetReady();
    await userEvent.click(backdropOf(sheet));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(sheet).toBeVisible();
  },
};

/**
 * A sheet comes up under the finger that opened it: until it has arrived, a second tap reaches
 * neither its buttons nor, through the backdrop, its closing.
 */
export const SecondTapWhileComingUp: Story = {
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog');
    const action = screen.getByRole('button', { name: 'First action' });
    await expect(sheet).toHaveAttribute('data-entering');
    await expect(getComputedStyle(action).pointerEvents).toBe('none');
    await userEvent.click(backdropOf(sheet));
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(sheet).not.toHaveAttribute('data-entering'));
    const settled = action.getBoundingClientRect();
    await expect(
      document.elementFromPoint(settled.x + settled.width / 2, settled.y + settled.height / 2),
    ).toBe(action);
    await userEvent.click(backdropOf(sheet));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
