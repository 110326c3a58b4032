/** A payment the borrower makes, `months` after the loan is paid out. */
export interface Payment {
  /** Minor units. */
  amount: number;
  months: number;
}

const LOWEST = -0.99;
const TOLERANCE = 1e-12;

/** What the payments are worth at the payout, discounted at `rate` a month. */
function presentValue(payments: readonly Payment[], rate: number): number {
  return payments.reduce((sum, { amount, months }) => sum + amount * (1 + rate) ** -months, 0);
}

function isValid(netProceeds: number, payments: readonly Payment[]): boolean {
  return (
    Number.isFinite(netProceeds) &&
    netProceeds > 0 &&
    payments.length > 0 &&
    payments.every(
      ({ amount, months }) =>
        Number.isFinite(amount) && amount > 0 && Number.isFinite(months) && months > 0,
    )
  );
}

/**
 * The effective interest rate a month: the internal rate of return of the net proceeds paid out
 * now and each payment received when due. One payment has its closed form; a plan is solved by
 * bisection (its present value falls as the rate rises, so the root is unique). `null` when the
 * plan cannot have a rate: nothing paid out, no payment, or a payment not after the payout.
 */
export function monthlyRate(netProceeds: number, payments: readonly Payment[]): number | null {
  if (!isValid(netProceeds, payments)) return null;
  const [only] = payments;
  if (payments.length === 1 && only) return (only.amount / netProceeds) ** (1 / only.months) - 1;
  let low = LOWEST;
  let high = 1;
  while (presentValue(payments, high) > netProceeds) {
    high *= 2;
    if (!Number.isFinite(high)) return null;
  }
  if (presentValue(payments, low) < netProceeds) return null;
  for (let step = 0; step < 200 && high - low > TOLERANCE; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(payments, middle) > netProceeds) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** A monthly rate compounded over a year. */
export const yearlyRate = (monthly: number) => (1 + monthly) ** 12 - 1;
