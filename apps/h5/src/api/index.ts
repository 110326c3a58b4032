export { ApiError, type ApiErrorKind, isApiError } from './apiError.ts';
export { type BankApi, type BindCardPayload, bankApi, createBankApi } from './bank.ts';
export { http } from './client.ts';
export {
  type ComplaintApi,
  type ComplaintScore,
  type ComplaintSubmission,
  complaintApi,
  createComplaintApi,
} from './complaint.ts';
export { type EndpointKey, endpoints } from './endpoints.ts';
export { type Envelope, isSuccessCode, readEnvelope } from './envelope.ts';
export {
  type CallOptions,
  createHttp,
  type EarlyCall,
  type Http,
  type HttpOptions,
} from './http.ts';
export { createLegacyLoanApi, type LegacyLoanApi, legacyLoanApi } from './legacyLoan.ts';
export {
  type AgreementTarget,
  createLoanApi,
  type LoanApi,
  type LoanPush,
  loanApi,
} from './loan.ts';
export { type ApiMessageKey, type ApiMessages, setApiMessages } from './messages.ts';
export { createOrderApi, type EventLog, type OrderApi, type OrderRef, orderApi } from './order.ts';
export {
  createPromoApi,
  type PromoApi,
  promoApi,
  type Registration,
  type SmsRequest,
  type VisitTracking,
} from './promo.ts';
export {
  type AlipayTypePayload,
  createRepayApi,
  type PayCodeRequest,
  type RepayApi,
  type RepaymentCommitPayload,
  type RepaymentConfirmPayload,
  repayApi,
} from './repay.ts';
export type { BankForm, BankFormItem } from './schemas/bank.ts';
export type {
  ComplaintListItem,
  OrderSummary,
  ProblemDetail,
  ProblemInit,
  ProblemList,
} from './schemas/complaint.ts';
export type { LegacyConfirm } from './schemas/legacyLoanAnswers.ts';
export type { Agreement, LoanConfirm } from './schemas/loan.ts';
export type { OrderDetail, RecommendedProduct, UnionErrorInfo } from './schemas/order.ts';
export type { LandingConfig } from './schemas/promo.ts';
export type {
  BankCard,
  DefDetail,
  InstallmentDetail,
  PayChannel,
  RepaymentCommit,
  RepaymentWay,
  RolloverDetail,
} from './schemas/repay.ts';
export type { ContactInfo } from './schemas/service.ts';
export { createServiceApi, type ServiceApi, serviceApi } from './service.ts';
export {
  type SpecialAction,
  type SpecialCode,
  specialCodeFor,
  specialCodes,
} from './specialCodes.ts';
export { briefly } from './statistics.ts';
export { mayHaveLanded, unsureOutcome } from './writeOutcome.ts';
