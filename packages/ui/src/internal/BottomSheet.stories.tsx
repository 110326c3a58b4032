import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sheetReady } from '../../docs/sheetReady.ts';
import { tapTarget } from '../../docs/tapTarget.ts';
import { BottomSheet, type BottomSheetProps } from './BottomSheet.tsx';

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
  // Every story is an open sheet: in Docs each has its own frame, or it would cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
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

/** Opens the sheet from a button, as a page does, so a play can tap at once after opening. */
function OpenedByButton(args: BottomSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the sheet
      </button>
      {open && <BottomSheet {...args} />}
    </>
  );
}

/**
 * A sheet comes up under the finger that opened it: until it has arrived, a second tap reaches
 * neither its buttons nor, through the backdrop, its closing.
 */
export const SecondTapWhileComingUp: Story = {
  render: (args) => <OpenedByButton {...args} />,
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Open the sheet' }));
    const sheet = screen.getByRole('dialog');
    const action = screen.getByRole('button', { name: 'First action' });
    await expect(sheet).toHaveAttribute('data-entering');
    await expect(getComputedStyle(action).pointerEvents).toBe('none');
    await userEvent.click(backdropOf(sheet));
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(sheet).not.toHaveAttribute('data-entering'));
    await expect(tapTarget(action)).toBe(action);
    await userEvent.click(backdropOf(sheet));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
