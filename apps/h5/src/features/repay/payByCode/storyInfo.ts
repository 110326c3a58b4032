import { storySession } from '../../../dev/storybook/mockBackend.ts';
import { linkGuard } from '../../../link/index.ts';
import { defDetail } from '../../../mocks/repay/fixtures.ts';
import { REPAYMENT_INFO_KEY } from '../shared/repaymentInfo.ts';
import { type PayByCodeContent, readPayByCode } from './payByCodeContent.ts';

/** Whose the stories' saved codes are: the stories' borrower and order. */
export const storyOwner = {
  userId: storySession.userId ?? '',
  orderId: storySession.orderId ?? '',
};

/** What the installment screen saves: the mock's default pay code and its amount. */
export const installmentInfo = { defDetail: defDetail(), repayAmount: 545500, owner: storyOwner };

/** What the rollover screen saves: no repayAmount, the delay plan's amount. */
export const rolloverInfo = {
  defDetail: defDetail(),
  delayInfo: { delayAmount: 136400, title: 'Extend by 91 days' },
  owner: storyOwner,
};

/** The view's content for a saved value (undefined: nothing saved), read as the page does. */
export function savedContent(saved: unknown): PayByCodeContent {
  const text =
    saved === undefined ? null : typeof saved === 'string' ? saved : JSON.stringify(saved);
  return readPayByCode(
    () => ({ getItem: (key) => (key === REPAYMENT_INFO_KEY ? text : null), setItem: () => {} }),
    linkGuard.image,
    storyOwner,
  );
}
