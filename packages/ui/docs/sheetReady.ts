import { expect, screen, waitFor } from 'storybook/test';

/** A lazy chunk's first fetch can be slow on a busy two-core machine. */
const SHEET_LOAD = { timeout: 10_000 };

/**
 * The open sheet, once it takes taps: its code is a chunk of its own, so the dialog can appear a
 * moment before its focus effect has run, and it ignores taps while it comes up. Waits until focus
 * has moved inside it and it has arrived.
 */
export async function sheetReady(name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name ? { name } : {}, SHEET_LOAD);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), SHEET_LOAD);
  await waitFor(() => expect(dialog).not.toHaveAttribute('data-entering'), SHEET_LOAD);
  return dialog;
}
