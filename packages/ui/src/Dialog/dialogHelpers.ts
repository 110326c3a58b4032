import { type AlertOptions, type ConfirmOptions, createDialogQueue } from './dialogQueue.ts';

/** Shown by `<DialogHost />`. */
export const dialogQueue = createDialogQueue();

/**
 * Asks a yes/no question in a dialog; resolves `true` on confirm, `false` on cancel or Escape.
 * Needs a `<DialogHost />` mounted; while another helper dialog is open this one waits its turn.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return dialogQueue.open(options, true);
}

/** Shows a message with one button; resolves when it is dismissed. Needs a `<DialogHost />`. */
export async function alert(options: AlertOptions): Promise<void> {
  await dialogQueue.open(options, false);
}
