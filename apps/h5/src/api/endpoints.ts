import type * as v from 'valibot';
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
  /** Body fields that are always sent (fixed ones included). */
  required: readonly string[];
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
 * answer's schema is in its domain's map (`schemas/<domain>.ts`).
 */
export const endpoints = {
  // Loan confirm
  loanDetailConfirm: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-confirm/loan-detail-confirm',
    required: ['productId'],
  },
  contract: {
    method: 'POST',
    client: 'json',
    path: '/v3/contract/contract',
    required: ['productId', 'scene'],
    fixed: { scene: 3 },
  },
  contractJump: {
    method: 'POST',
    client: 'json',
    path: '/v3/contract/contract-jump',
    required: ['productId', 'scene', 'position', 'orderId', 'jump'],
    fixed: { scene: 3, jump: 1 },
  },
  loanDetailPush: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-confirm/loan-detail-push',
    required: ['amount', 'periods', 'termUnit', 'productId', 'confirm'],
    fixed: { confirm: 1 },
  },
  satire: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/satire',
    required: ['productId'],
  },
  cultures: {
    method: 'GET',
    client: 'form',
    path: '/gopia/goya/cultures',
    required: [],
    query: ['scene'],
    fixed: { scene: 3 },
  },
  misunderstood: {
    method: 'GET',
    client: 'form',
    path: '/gopia/goya/misunderstood',
    required: [],
    query: ['productId', 'position'],
  },
  depush: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/depush',
    required: ['productId'],
  },

  // Order details and the union login failure page
  loanDetails: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/loan-details',
    required: ['productId', 'orderId'],
  },
  googleScore: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/google-score',
    required: ['score'],
    fixed: { score: 5 },
  },
  saveEvent: {
    method: 'POST',
    client: 'json',
    path: '/service/event/save',
    required: ['productId', 'moduleId', 'positionId'],
    statistics: true,
  },
  unionErrorInfo: {
    method: 'POST',
    client: 'json',
    path: '/service/new/union-error-info',
    required: [],
  },
  because: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/because',
    required: ['productId', 'moduleId'],
    fixed: { moduleId: 18 },
    statistics: true,
  },
  define: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/define',
    required: ['productId'],
  },

  // Repayment
  loanPlayDetail: {
    method: 'POST',
    client: 'json',
    path: '/v3/installment/loan-play-detail',
    required: ['productId', 'orderId'],
  },
  catalysts: {
    method: 'POST',
    client: 'json',
    path: '/said/catalysts',
    required: ['productId', 'orderId'],
  },
  generateVcode: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/generate-vcode',
    required: ['productId', 'orderId', 'amount', 'channelNumber'],
  },
  repaymentWay: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-way',
    required: [],
    query: ['orderId'],
  },
  repaymentCommit: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-commit',
    required: [
      'amount',
      'bankName',
      'cardId',
      'cardNo',
      'couponId',
      'orderId',
      'repayToken',
      'bankCode',
      'sendMsg',
    ],
  },
  repaymentConfirm: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-confirm',
    required: ['orderId', 'verifyCode', 'repaymentRecordId'],
  },
  repaymentHuichao: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-huichao',
    required: ['userId', 'orderId', 'amount'],
  },

  // Bank account
  cardInit: {
    method: 'POST',
    client: 'form',
    path: '/card/card-init',
    required: ['product_id'],
  },
  bindCardNew: {
    method: 'POST',
    client: 'form',
    path: '/card/bind-card-new',
    required: ['cardType', 'product_id'],
  },
  bindCardLoan: {
    method: 'POST',
    client: 'form',
    path: '/card/bind-card-loan',
    required: ['cardType', 'product_id'],
  },

  // Complaints
  problemInit: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-init',
    required: ['orderId'],
  },
  problemDetail: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-detail',
    required: ['problemId'],
  },
  saveScore: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/save-score',
    required: ['score', 'problemId'],
    successCode: '00',
  },
  uploadProblemImg: {
    method: 'POST',
    client: 'multipart',
    path: '/user-problem/upload-problem-img',
    required: ['problemImage'],
  },
  problemSave: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-save',
    required: ['problemType', 'problemSonType', 'problemDetail', 'problemImage', 'orderNo'],
  },
  problemList: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-list',
    required: [],
  },

  // Customer service
  contactKfInfo: {
    method: 'POST',
    client: 'json',
    path: '/v3/personal-center/contact-kf-info',
    required: ['overall'],
    fixed: { overall: 30 },
  },

  // Promotion landing
  channelTemplate: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/service/channel/channel-template',
    required: [],
    query: ['templateId'],
  },
  trackVisit: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/track-visit',
    required: [],
    query: ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'],
    fixed: { page_type: 1 },
    statistics: true,
  },
  getSid: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/get-sid',
    required: [],
  },
  getCaptcha: {
    method: 'GET',
    client: 'raw',
    path: '/api/v2/promotion/get-captcha',
    required: [],
    query: ['sid'],
  },
  getSms: {
    method: 'POST',
    client: 'json',
    path: '/api/v2/promotion/get-sms',
    required: [
      'phone',
      'capcode',
      'sid',
      'deviceId',
      'appName',
      'app_from',
      'user_from',
      'utm_tag',
    ],
  },
  register: {
    method: 'POST',
    client: 'json',
    path: '/api/v2/promotion/register',
    required: [
      'phone',
      'capcode',
      'sid',
      'deviceId',
      'appName',
      'merchantNumber',
      'userName',
      'smsCode',
      'invite_code',
      'user_from',
      'id',
      'app_from',
      'utm_tag',
    ],
  },
  trackClick: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/track-click',
    required: [],
    query: ['phone'],
    statistics: true,
  },
} as const satisfies Record<string, Endpoint>;

type Table = typeof endpoints;
export type EndpointKey = keyof Table;

/** Every endpoint the API functions call (the captcha image is loaded by the page). */
export type CallableKey = {
  [K in EndpointKey]: Table[K]['client'] extends 'raw' ? never : K;
}[EndpointKey];

export const endpointKeys = Object.keys(endpoints) as EndpointKey[];

export type PayloadValue = string | number | boolean | null | Blob;

type ListedFields<K extends EndpointKey> =
  | Table[K]['required'][number]
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
