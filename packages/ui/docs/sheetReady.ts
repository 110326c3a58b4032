import { expect, screen, waitFor } from 'storybook/test';

/**
 * The open picker sheet, once it is ready: its code is a chunk of its own, so the dialog can
 * appear a moment before its focus effect has run. Waits until focus has moved inside it.
 */
export async function sheetReady(name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name ? { name } : {}, { timeout: 5_000 });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), {
    timeout: 5_000,
  });
  return dialog;
}
