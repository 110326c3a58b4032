import { toast } from '@hiram/ui';
import { screen, userEvent } from 'storybook/test';
import { WAIT } from '../../../dev/storybook/loadFailures.ts';
import { REPAYMENT_INFO_KEY, readRepaymentInfo } from './repaymentInfo.ts';

export {
  currentRoute,
  toastMessage,
  WiredScreen,
  wiredPage,
} from '../../../dev/storybook/wiredPage.tsx';

export const VCODE = '/v3/loan-details/generate-vcode';

/**
 * Every wired story starts with no saved pay code and no toast, and with the channel popup's code
 * fetched, as Storybook's preview does for dialogs: a ChannelPicker opened by a tap while its
 * chunk is still on its way stays closed (reported to the library's owner).
 */
export async function freshStart() {
  localStorage.removeItem(REPAYMENT_INFO_KEY);
  sessionStorage.removeItem(REPAYMENT_INFO_KEY);
  toast.hide();
  await import('../../../../../../packages/ui/src/ChannelPicker/ChannelSheet.tsx');
}

/**
 * Taps 'Payment Method' once the popup's head-start fetch (started as the picker first rendered,
 * closed) has settled: the code is in the module cache, so a moment is enough.
 */
export async function openPaymentMethod() {
  const button = await screen.findByRole('button', { name: 'Payment Method' }, WAIT);
  await new Promise((settled) => setTimeout(settled, 100));
  await userEvent.click(button);
}

/** What the page left in local storage for `/repaymentOfCode2`, as that screen reads it. */
export const savedRepaymentInfo = () => readRepaymentInfo(() => localStorage);

/** A `localStorage` that refuses to keep anything (private mode, full quota). */
export function withFullStorage() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return () => {
    Storage.prototype.setItem = setItem;
  };
}
