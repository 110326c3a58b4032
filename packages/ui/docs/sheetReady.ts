import { expect, screen, waitFor } from 'storybook/test';

/** A lazy chunk's first fetch can be slow on a busy two-core machine. */
const LAYER_LOAD = { timeout: 10_000 };

/**
 * The open sheet or dialog, once it takes taps: its code is a chunk of its own, so it can appear
 * a moment before its focus effect has run, and it ignores taps while it comes up
 * (`data-entering`). Waits until focus has moved inside it and it has arrived.
 */
export async function layerReady(
  name?: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const layer = await screen.findByRole(role, name ? { name } : {}, LAYER_LOAD);
  await waitFor(() => expect(layer.contains(document.activeElement)).toBe(true), LAYER_LOAD);
  await waitFor(() => expect(layer).not.toHaveAttribute('data-entering'), LAYER_LOAD);
  return layer;
}

/** The open bottom sheet named `name`, once it takes taps. */
export const sheetReady = (name?: string): Promise<HTMLElement> => layerReady(name);
