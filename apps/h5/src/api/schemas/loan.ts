import * as v from 'valibot';
import { flag, minorUnits, moneyList, num, optNum, rows, text, when } from './fields.ts';

// The shapes both confirm pages read. Each page's own calls are tabled in a module of its own
// (`loanAnswers.ts`, `legacyLoanAnswers.ts`): neither page loads the other's.

export const loanConfirmSchema = v.object({
  amount: minorUnits,
  /**
   * The term in whole days: an offer without one (or of none) cannot be shown nor taken, and a
   * fraction ("91.5 days", read as 915 under the brand's separators) would be sent back as given.
   */
  periods: v.pipe(num, v.integer('whole days'), v.minValue(1, 'a term of at least a day')),
  termUnit: text,
  details: rows,
  repay_plans: moneyList(
    v.object({ title: text, description: text, amount: minorUnits, pay_time: when }),
  ),
  firstPayTime: when,
  firstPeriodDay: optNum,
  /** Minor units after fees deducted up front (contract section 5); 0 when absent: the amount. */
  netProceeds: optNum,
  pRateDsc: text,
  sendSms: flag,
  isPopType: flag,
  popContent: text,
  popTitle: text,
  popAgreementUrl: text,
  comProductLogo: text,
  comProductName: text,
});

const agreementSchema = v.object({ title: text, position: text });

/** An agreement the schema cannot read: left out, where it still holds its place. */
const unreadable = v.pipe(
  v.unknown(),
  v.transform(() => null),
);

/**
 * Agreements arrive as `{ data: [...] }` (new API) or as the list itself (older API); none as
 * null. The spec gives an agreement a title only: one without a `position` is asked for by its
 * place in the server's list, from 1, as the mock numbers them; an unreadable one is left out
 * and moves no one's place.
 */
export const agreementsSchema = v.pipe(
  v.nullish(
    v.union([
      v.array(agreementSchema),
      v.object({ data: v.nullish(v.array(v.union([agreementSchema, unreadable])), []) }),
    ]),
    [],
  ),
  v.transform((value) =>
    (Array.isArray(value) ? value : value.data).flatMap((agreement, at) =>
      agreement ? [{ ...agreement, position: agreement.position || String(at + 1) }] : [],
    ),
  ),
);

export type LoanConfirm = v.InferOutput<typeof loanConfirmSchema>;
export type Agreement = v.InferOutput<typeof agreementSchema>;
