import { toast } from '@hiram/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layerReady } from '../../../../../../packages/ui/docs/sheetReady.ts';
import type { CallableKey } from '../../../api/endpoints.ts';
import { expectShownAsText } from '../../../dev/storybook/hostile.ts';
import { requestsTo, WAIT } from '../../../dev/storybook/loadFailures.ts';
import { en } from '../../../i18n/index.ts';
import loanText from '../text/loan/en.ts';

/** The confirm answer's fields both confirm screens show. */
const SHOWN_CONFIRM_FIELDS = [
  'comProductName',
  'pRateDsc',
  'details[].text',
  'details[].value',
  'repay_plans[].title',
  'repay_plans[].description',
];

/** The agreement modal that opens on load when the offer has an agreement page. */
export const agreementModal = () => layerReady(loanText['loan.agreement.title'], 'alertdialog');

/** The button (among `within`'s) whose whole text is `text`. */
export function buttonWithText(text: string | undefined, root: HTMLElement = document.body) {
  const button = within(root)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === text);
  if (!button) throw new Error(`no button reads ${JSON.stringify(text)}`);
  return button;
}

/**
 * Under the hostile scenario: the loan's payloads and the agreement titles show as text; the
 * agreement modal opens on the refused page without embedding it, and Agree closes it.
 * Returns the first agreement's title.
 */
export async function hostileConfirmLoads(
  confirm: CallableKey,
  agreements: CallableKey,
  titles: string,
) {
  await expectShownAsText(confirm, SHOWN_CONFIRM_FIELDS);
  const [agreementTitle] = await expectShownAsText(agreements, [titles]);
  const dialog = await agreementModal();
  await expect(dialog.querySelector('iframe')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: loanText['loan.agree'] }));
  return agreementTitle;
}

/** Taps `control`; the server's URL for it (asked at `path`) is refused with the guard's toast. */
export async function tapIsRefused(control: HTMLElement, path: string) {
  toast.hide();
  await userEvent.click(control);
  await waitFor(() => expect(toast.getSnapshot()?.message).toBe(en['link.blocked']), WAIT);
  await expect(requestsTo(path)).toHaveLength(1);
}
