/**
 * The data shapes screens render, as the API's schemas validate them. Views type their props
 * with these, never with `api/`, which holds the clients and the calls.
 */
export type { LegacyConfirm } from '../api/schemas/legacyLoanAnswers.ts';
export type { Agreement, LoanConfirm } from '../api/schemas/loan.ts';
export type { OrderDetail, RecommendedProduct, UnionErrorInfo } from '../api/schemas/order.ts';
