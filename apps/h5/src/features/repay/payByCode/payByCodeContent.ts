import type { PayNotice } from '@hiram/ui';
import { paths } from '../../../paths/index.ts';
import {
  type InfoOwner,
  REPAYMENT_INFO_KEY,
  type RepaymentInfo,
  readRepaymentInfo,
  totalToPay,
} from '../shared/repaymentInfo.ts';

type InfoStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved pay code as the view shows it, its logo already checked. */
export interface PayCodeDetails {
  code: string;
  /** The provider's name for the code; '' when the server gave none. */
  title: string;
  /** The provider's logo `src`, once the image rule allowed it. */
  logo: string | undefined;
  /** Minor units: `repayAmount`, else the rollover's amount; null when neither was saved. */
  total: number | null;
  instructions: PayNotice;
}

/** `missing`: nothing saved (or the storage is closed); `broken`: saved but unusable. */
export type PayByCodeContent =
  | { kind: 'missing' }
  | { kind: 'broken' }
  | ({ kind: 'ready' } & PayCodeDetails);

function isSaved(storage: () => InfoStorage): boolean {
  try {
    return storage().getItem(REPAYMENT_INFO_KEY) !== null;
  } catch {
    return false;
  }
}

function payCodeDetails(
  info: RepaymentInfo,
  image: (raw: unknown) => string | undefined,
): PayCodeDetails | null {
  const { payCode, title, logo, payNotice } = info.defDetail;
  const code = payCode.trim();
  if (!code) return null;
  return {
    code,
    title: title.trim(),
    logo: logo ? image(logo) : undefined,
    total: totalToPay(info),
    instructions: payNotice,
  };
}

/**
 * What `/repaymentOfCode2` shows from the `repaymentInfo` the repay screens saved for `whose`
 * borrower and order: a code saved for another (another tab's order, the phone's previous
 * borrower), or without saying whose, is none, lest it be paid for the wrong loan.
 */
export function readPayByCode(
  storage: () => InfoStorage,
  image: (raw: unknown) => string | undefined,
  whose: InfoOwner,
): PayByCodeContent {
  if (!isSaved(storage)) return { kind: 'missing' };
  const info = readRepaymentInfo(storage);
  const { userId, orderId } = info?.owner ?? {};
  if (info && (userId !== whose.userId || orderId !== whose.orderId)) return { kind: 'missing' };
  const details = info && payCodeDetails(info, image);
  return details ? { kind: 'ready', ...details } : { kind: 'broken' };
}

/** The query values that say which code or QR to show (spec: `/repaymentOfCode2`'s alternate views). */
const CODE_QUERY = ['showType', 'payCode', 'payCodeImg'] as const;

/**
 * Where a `/repaymentOfCode2` opened with a code or QR in its query shows it: `/repaymentOfCode`,
 * which reads the query, with the same query; `null` when the query names none, and the saved
 * repaymentInfo is the page's.
 */
export function codeFromQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!CODE_QUERY.some((name) => query.has(name))) return null;
  return `${paths.repaymentOfCode.path}?${query}`;
}
