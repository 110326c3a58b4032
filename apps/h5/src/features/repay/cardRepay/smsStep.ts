import type { PayCard } from './payChoice.ts';

/**
 * The SMS step, kept for this order while the borrower reads the code in their messages: a cheap
 * phone often ends the web view meanwhile, and the page that comes back must ask for the code
 * already sent, not start another payment. Kept in the tab's session storage for a quarter of an
 * hour at most, by the phone's clock (which may have been set back a few minutes meanwhile).
 */
interface KeptStep {
  cardId: string;
  recordId: string;
  /** What the commit was for: the code confirms that amount, whatever the page shows next. */
  amount: number;
  savedAt: number;
}

const KEPT_FOR_MS = 15 * 60_000;
/** How far the phone's clock may have been set back since (a correction as it synchronises). */
const CLOCK_SET_BACK_MS = 5 * 60_000;

const keyOf = (orderId: string) => `sms:step:${orderId}`;

/** The tab's storage, read only where a refusal is caught: where the phone blocks site data, reading it throws. */
type StorageOf<Part extends keyof Storage> = () => Pick<Storage, Part>;

export function keepSmsStep(
  storage: StorageOf<'setItem'>,
  orderId: string,
  step: { card: PayCard; recordId: string; amount: number },
  now: number,
): void {
  const kept: KeptStep = {
    cardId: step.card.id,
    recordId: step.recordId,
    amount: step.amount,
    savedAt: now,
  };
  try {
    storage().setItem(keyOf(orderId), JSON.stringify(kept));
  } catch {
    // No storage: the step lasts as long as the page.
  }
}

export function forgetSmsStep(storage: StorageOf<'removeItem'>, orderId: string): void {
  try {
    storage().removeItem(keyOf(orderId));
  } catch {
    // Nothing was kept.
  }
}

function read(storage: StorageOf<'getItem'>, orderId: string): Partial<KeptStep> | null {
  try {
    const value: unknown = JSON.parse(storage().getItem(keyOf(orderId)) ?? 'null');
    return typeof value === 'object' ? (value as Partial<KeptStep> | null) : null;
  } catch {
    return null;
  }
}

/**
 * The step kept for this order, with its card among `cards`; null when none, stale, unknown, or
 * for another `amount` than the page's (opened again for another payment, its code would confirm
 * the earlier one).
 */
export function keptSmsStep(
  storage: StorageOf<'getItem'>,
  orderId: string,
  cards: readonly PayCard[],
  amount: number | null,
  now: number,
): { card: PayCard; index: number; recordId: string; amount: number } | null {
  const kept = read(storage, orderId);
  if (typeof kept?.recordId !== 'string' || typeof kept.savedAt !== 'number') return null;
  if (amount === null || kept.amount !== amount) return null;
  if (now - kept.savedAt > KEPT_FOR_MS || kept.savedAt - now > CLOCK_SET_BACK_MS) return null;
  const index = cards.findIndex((card) => card.id === kept.cardId);
  const card = cards[index];
  return card ? { card, index, recordId: kept.recordId, amount } : null;
}
