import { toast } from '@hiram/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { receivedRequests } from '../../../mocks/journal.ts';
import { clipboardStubs } from './clipboardStubs.ts';

// What the copy stories of the code screens share: the clipboard each one meets, and what
// tapping the code card must then do, in the view (its onCopy) and wired (its toast).

/** The Clipboard API takes the text. */
export function apiCopies() {
  clipboardStubs.accept();
  clipboardStubs.fallback(true);
}

/** The Clipboard API refuses, as in-app browsers do; `execCommand('copy')` works. */
export function fallbackCopies() {
  clipboardStubs.reject();
  clipboardStubs.fallback(true);
}

/** Both ways refuse. */
export function nothingCopies() {
  clipboardStubs.reject();
  clipboardStubs.fallback(false);
}

interface ViewContext {
  args: { onCopy: (copied: boolean) => void };
  canvasElement: HTMLElement;
}

const tapCard = (code: string, root: HTMLElement) =>
  userEvent.click(within(root).getByRole('button', { name: new RegExp(code) }));

/**
 * The view's card shows `code` and copies it as `copied` (without its grouping spaces) through
 * the Clipboard API, and reports it copied.
 */
export const viewCopiesWithTheApi =
  (code: string, copied: string) =>
  async ({ args, canvasElement }: ViewContext) => {
    await tapCard(code, canvasElement);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(copied);
    await expect(document.execCommand).not.toHaveBeenCalled();
  };

/** The API refused it: the card copies `code` as `copied` through `execCommand`, reported copied. */
export const viewCopiesThroughTheFallback =
  (code: string, copied: string) =>
  async ({ args, canvasElement }: ViewContext) => {
    await tapCard(code, canvasElement);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(copied);
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(clipboardStubs.selectedOnCopy).toBe(copied);
  };

/** Both ways refused: the card reports it once, not copied. */
export const viewCopyFails =
  (code: string) =>
  async ({ args, canvasElement }: ViewContext) => {
    await tapCard(code, canvasElement);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(false));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  };

/** The stories' pay code, `7788 1234 5566`, as a tap copies it: without its grouping spaces. */
export const COPIED_CODE = '778812345566';

const toastMessage = () => toast.getSnapshot()?.message;
const COPIED = 'copy success';
const NOT_COPIED = 'The code could not be copied. Please write it down.';

const tapWiredCard = async (code: string) =>
  userEvent.click(await screen.findByRole('button', { name: new RegExp(code) }, WAIT));

/**
 * Wired: the card showing `code` puts it on the clipboard once, as `copied`, and toasts 'copy
 * success'; `total` is the amount shown; nothing is sent.
 */
export const pageCopiesWithTheApi = (code: string, copied: string, total: string) => async () => {
  await tapWiredCard(code);
  await waitFor(() => expect(toastMessage()).toBe(COPIED), WAIT);
  await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(copied);
  await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
  await expect(screen.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent(total);
  await expect(receivedRequests).toEqual([]);
};

/** Wired, the API refused: the fallback copies `code` as `copied`, the same toast. */
export const pageCopiesThroughTheFallback = (code: string, copied: string) => async () => {
  await tapWiredCard(code);
  await waitFor(() => expect(toastMessage()).toBe(COPIED), WAIT);
  await expect(document.execCommand).toHaveBeenCalledWith('copy');
  await expect(clipboardStubs.selectedOnCopy).toBe(copied);
};

/** Wired, both ways refused: a toast says so, rather than a false 'copy success'. */
export const pageCopyFails = (code: string) => async () => {
  await tapWiredCard(code);
  await waitFor(() => expect(toastMessage()).toBe(NOT_COPIED), WAIT);
};
