import * as v from 'valibot';
import { defDetailSchema } from '../../../api/schemas/repay.ts';

/** Spec section 3: what the repay screens leave in local storage for `/repaymentOfCode2`. */
export const REPAYMENT_INFO_KEY = 'repaymentInfo';

const minorUnits = v.pipe(v.number(), v.integer(), v.minValue(0));

const repaymentInfoSchema = v.object({
  defDetail: defDetailSchema,
  /** Minor units: the installment's amount; absent for a rollover. */
  repayAmount: v.optional(minorUnits),
  /** The rollover's plan; absent for an installment. */
  delayInfo: v.optional(v.object({ delayAmount: minorUnits, title: v.string() })),
  /**
   * Whose code it is, beyond section 3's fields: local storage outlives the page and is shared by
   * every tab, and a phone may be shared too.
   */
  owner: v.optional(v.object({ userId: v.string(), orderId: v.string() })),
});

/** The borrower and order a saved code is for. */
export type InfoOwner = NonNullable<RepaymentInfo['owner']>;

export type RepaymentInfo = v.InferOutput<typeof repaymentInfoSchema>;

type InfoStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Local storage, as section 3 has it, read through this tab's own copy first: with two tabs (or
 * web views) open, each shows the code it saved, not the one the other saved last. A tab with
 * no copy of its own (a new one) reads the shared one.
 */
export function withTabCopy(tab: () => InfoStorage, shared: () => InfoStorage): InfoStorage {
  return {
    getItem: (key) => {
      try {
        const own = tab().getItem(key);
        if (own !== null) return own;
      } catch {
        // This tab's storage is blocked: the shared copy is all there is.
      }
      return shared().getItem(key);
    },
    setItem: (key, value) => {
      try {
        tab().setItem(key, value);
      } catch {
        // The shared copy is enough.
      }
      shared().setItem(key, value);
    },
  };
}

/** This page's storage for the info: this tab's copy over local storage. */
export const pageStorage = (): InfoStorage =>
  withTabCopy(
    () => window.sessionStorage,
    () => window.localStorage,
  );

/** Keeps the info for the pay-code screen; false when the storage refuses it (private mode, quota). */
export function saveRepaymentInfo(info: RepaymentInfo, storage: () => InfoStorage): boolean {
  try {
    storage().setItem(REPAYMENT_INFO_KEY, JSON.stringify(info));
    return true;
  } catch {
    return false;
  }
}

/** The saved info, or null when it is missing, unreadable or not of section 3's shape. */
export function readRepaymentInfo(storage: () => InfoStorage): RepaymentInfo | null {
  let saved: string | null;
  try {
    saved = storage().getItem(REPAYMENT_INFO_KEY);
  } catch {
    return null;
  }
  if (saved === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return null;
  }
  const checked = v.safeParse(repaymentInfoSchema, parsed);
  return checked.success ? checked.output : null;
}

/** Spec: the total to pay is `repayAmount`, else the rollover's amount; null when neither is there. */
export function totalToPay(info: RepaymentInfo): number | null {
  return info.repayAmount ?? info.delayInfo?.delayAmount ?? null;
}
