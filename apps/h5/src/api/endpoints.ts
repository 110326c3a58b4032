import type * as v from 'valibot';
import type { requiredFields } from './requiredFields.ts';
import type { answerSchemas } from './schemas/answers.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * `json`: JSON body, headers X-Requested-With/building/gather. `form`: urlencoded body,
 * headers swift/eyes. `multipart`: FormData body, json headers. `raw`: a URL the page
 * loads itself (an image), so no headers and no envelope.
 */
export type ClientKind = 'json' | 'form' | 'multipart' | 'raw';

export interface Endpoint {
  method: HttpMethod;
  client: ClientKind;
  /** Relative to `config.apiBase`. */
  path: string;
  /** Fields sent in the query string besides the session's (for GET: the whole payload). */
  query?: readonly string[];
  /** Values the contract fixes: the client adds them, the mock checks them. */
  fixed?: Readonly<Record<string, string | number>>;
  /** The one code that means success, where the spec allows no other (section 8). */
  successCode?: string;
  /**
   * Only statistics: a failure is not the borrower's business (no toast), and the request
   * outlives a page the borrower leaves meanwhile (`keepalive`).
   */
  statistics?: true;
}

/**
 * Contract section 5: the single source for the API functions and the mock's checks. It holds
 * the requests only, so the entry can send a route's calls without loading any schema; each
 * answer's schema is in its domain's map (`schemas/<domain>.ts`), and the body fields each call
 * must send are in `requiredFields.ts`.
 */
export const endpoints = {
  // Loan confirm
  loanDetailConfirm: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-confirm/loan-detail-confirm',
  },
  contract: {
    method: 'POST',
    client: 'json',
    path: '/v3/contract/contract',
    fixed: { scene: 3 },
  },
  contractJump: {
    method: 'POST',
    client: 'json',
    path: '/v3/contract/contract-jump',
    fixed: { scene: 3, jump: 1 },
  },
  loanDetailPush: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-confirm/loan-detail-push',
    fixed: { confirm: 1 },
  },
  satire: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/satire',
  },
  cultures: {
    method: 'GET',
    client: 'form',
    path: '/gopia/goya/cultures',
    query: ['scene'],
    fixed: { scene: 3 },
  },
  misunderstood: {
    method: 'GET',
    client: 'form',
    path: '/gopia/goya/misunderstood',
    query: ['productId', 'position'],
  },
  depush: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/depush',
  },

  // Order details and the union login failure page
  loanDetails: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/loan-details',
  },
  googleScore: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/google-score',
    fixed: { score: 5 },
  },
  saveEvent: {
    method: 'POST',
    client: 'json',
    path: '/service/event/save',
    statistics: true,
  },
  unionErrorInfo: {
    method: 'POST',
    client: 'json',
    path: '/service/new/union-error-info',
  },
  because: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/because',
    fixed: { moduleId: 18 },
    statistics: true,
  },
  define: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/define',
  },

  // Repayment
  loanPlayDetail: {
    method: 'POST',
    client: 'json',
    path: '/v3/installment/loan-play-detail',
  },
  catalysts: {
    method: 'POST',
    client: 'json',
    path: '/said/catalysts',
  },
  generateVcode: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/generate-vcode',
  },
  repaymentWay: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-way',
    query: ['orderId'],
  },
  repaymentCommit: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-commit',
  },
  repaymentConfirm: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-confirm',
  },
  repaymentHuichao: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-huichao',
  },

  // Bank account
  cardInit: {
    method: 'POST',
    client: 'form',
    path: '/card/card-init',
  },
  bindCardNew: {
    method: 'POST',
    client: 'form',
    path: '/card/bind-card-new',
  },
  bindCardLoan: {
    method: 'POST',
    client: 'form',
    path: '/card/bind-card-loan',
  },

  // Complaints
  problemInit: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-init',
  },
  problemDetail: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-detail',
  },
  saveScore: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/save-score',
    successCode: '00',
  },
  uploadProblemImg: {
    method: 'POST',
    client: 'multipart',
    path: '/user-problem/upload-problem-img',
  },
  problemSave: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-save',
  },
  problemList: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-list',
  },

  // Customer service
  contactKfInfo: {
    method: 'POST',
    client: 'json',
    path: '/v3/personal-center/contact-kf-info',
    fixed: { overall: 30 },
  },

  // Promotion landing
  channelTemplate: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/service/channel/channel-template',
    query: ['templateId'],
  },
  trackVisit: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/track-visit',
    query: ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'],
    fixed: { page_type: 1 },
    statistics: true,
  },
  getSid: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/get-sid',
  },
  getCaptcha: {
    method: 'GET',
    client: 'raw',
    path: '/api/v2/promotion/get-captcha',
    query: ['sid'],
  },
  getSms: {
    method: 'POST',
    client: 'json',
    path: '/api/v2/promotion/get-sms',
  },
  register: {
    method: 'POST',
    client: 'json',
    path: '/api/v2/promotion/register',
  },
  trackClick: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/track-click',
    query: ['phone'],
    statistics: true,
  },
} as const satisfies Record<string, Endpoint>;

type Table = typeof endpoints;
type RequiredFields = typeof requiredFields;
export type EndpointKey = keyof Table;

/** Every endpoint the API functions call (the captcha image is loaded by the page). */
export type CallableKey = {
  [K in EndpointKey]: Table[K]['client'] extends 'raw' ? never : K;
}[EndpointKey];

export const endpointKeys = Object.keys(endpoints) as EndpointKey[];

export type PayloadValue = string | number | boolean | null | Blob;

type ListedFields<K extends EndpointKey> =
  | RequiredFields[K][number]
  | (Table[K] extends { query: readonly (infer Q extends string)[] } ? Q : never);
type FixedFields<K extends EndpointKey> = Table[K] extends { fixed: infer F } ? keyof F : never;

/**
 * What a caller passes: every listed field except the fixed ones (the client adds those),
 * plus any other fields (the bank form's item codes); `undefined` fields are not sent.
 */
export type PayloadOf<K extends EndpointKey> = {
  [F in Exclude<ListedFields<K>, FixedFields<K>>]: PayloadValue;
} & { [field: string]: PayloadValue | undefined };

/** Checks the `data` of a success answer; the client reads it through its Standard Schema side. */
export type AnswerSchema = v.GenericSchema;

/** A domain's answer schemas, by endpoint. */
export type AnswerSchemaMap = Partial<Record<CallableKey, AnswerSchema>>;

/** Each callable endpoint's answer schema, as a type: the schemas load with their domain. */
export type AnswerSchemas = typeof answerSchemas;

export type DataOf<K extends CallableKey> = v.InferOutput<AnswerSchemas[K]>;
