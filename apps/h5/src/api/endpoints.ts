import type * as v from 'valibot';
import { cardInitSchema } from './schemas/bank.ts';
import {
  problemDetailSchema,
  problemInitSchema,
  problemListSchema,
  uploadSchema,
} from './schemas/complaint.ts';
import { ignored } from './schemas/fields.ts';
import {
  agreementsSchema,
  contractJumpSchema,
  legacyConfirmSchema,
  loanConfirmSchema,
  loanPushSchema,
} from './schemas/loan.ts';
import { orderDetailSchema, unionErrorInfoSchema, urlSchema } from './schemas/order.ts';
import { landingConfigSchema, sidSchema } from './schemas/promo.ts';
import {
  huichaoSchema,
  installmentSchema,
  payCodeSchema,
  repaymentCommitSchema,
  repaymentWaySchema,
  rolloverSchema,
} from './schemas/repay.ts';
import { contactInfoSchema } from './schemas/service.ts';

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
  /** Schema of `data` in a success answer; null when the answer is not JSON. */
  schema: v.GenericSchema | null;
}

/** Contract section 5: the single source for the API functions and the mock's checks. */
export const endpoints = {
  // Loan confirm
  loanDetailConfirm: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-confirm/loan-detail-confirm',
    required: ['productId'],
    schema: loanConfirmSchema,
  },
  contract: {
    method: 'POST',
    client: 'json',
    path: '/v3/contract/contract',
    required: ['productId', 'scene'],
    fixed: { scene: 3 },
    schema: agreementsSchema,
  },
  contractJump: {
    method: 'POST',
    client: 'json',
    path: '/v3/contract/contract-jump',
    required: ['productId', 'scene', 'position', 'orderId', 'jump'],
    fixed: { scene: 3, jump: 1 },
    schema: contractJumpSchema,
  },
  loanDetailPush: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-confirm/loan-detail-push',
    required: ['amount', 'periods', 'termUnit', 'productId', 'confirm'],
    fixed: { confirm: 1 },
    schema: loanPushSchema,
  },
  satire: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/satire',
    required: ['productId'],
    schema: legacyConfirmSchema,
  },
  cultures: {
    method: 'GET',
    client: 'form',
    path: '/gopia/goya/cultures',
    required: [],
    query: ['scene'],
    fixed: { scene: 3 },
    schema: agreementsSchema,
  },
  misunderstood: {
    method: 'GET',
    client: 'form',
    path: '/gopia/goya/misunderstood',
    required: [],
    query: ['productId', 'position'],
    schema: urlSchema,
  },
  depush: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/depush',
    required: ['productId'],
    schema: urlSchema,
  },

  // Order details and the union login failure page
  loanDetails: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/loan-details',
    required: ['productId', 'orderId'],
    schema: orderDetailSchema,
  },
  googleScore: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/google-score',
    required: ['score'],
    fixed: { score: 5 },
    schema: ignored,
  },
  saveEvent: {
    method: 'POST',
    client: 'json',
    path: '/service/event/save',
    required: ['productId', 'moduleId', 'positionId'],
    schema: ignored,
  },
  unionErrorInfo: {
    method: 'POST',
    client: 'json',
    path: '/service/new/union-error-info',
    required: [],
    schema: unionErrorInfoSchema,
  },
  because: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/because',
    required: ['productId', 'moduleId'],
    fixed: { moduleId: 18 },
    schema: ignored,
  },
  define: {
    method: 'POST',
    client: 'form',
    path: '/gopia/goya/define',
    required: ['productId'],
    schema: urlSchema,
  },

  // Repayment
  loanPlayDetail: {
    method: 'POST',
    client: 'json',
    path: '/v3/installment/loan-play-detail',
    required: ['productId', 'orderId'],
    schema: installmentSchema,
  },
  catalysts: {
    method: 'POST',
    client: 'json',
    path: '/said/catalysts',
    required: ['productId', 'orderId'],
    schema: rolloverSchema,
  },
  generateVcode: {
    method: 'POST',
    client: 'json',
    path: '/v3/loan-details/generate-vcode',
    required: ['productId', 'orderId', 'amount', 'channelNumber'],
    schema: payCodeSchema,
  },
  repaymentWay: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-way',
    required: [],
    query: ['orderId'],
    schema: repaymentWaySchema,
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
    schema: repaymentCommitSchema,
  },
  repaymentConfirm: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-confirm',
    required: ['orderId', 'verifyCode', 'repaymentRecordId'],
    schema: ignored,
  },
  repaymentHuichao: {
    method: 'POST',
    client: 'json',
    path: '/api/v1/service/loan/repayment-huichao',
    required: ['userId', 'orderId', 'amount'],
    schema: huichaoSchema,
  },

  // Bank account
  cardInit: {
    method: 'POST',
    client: 'form',
    path: '/card/card-init',
    required: ['product_id'],
    schema: cardInitSchema,
  },
  bindCardNew: {
    method: 'POST',
    client: 'form',
    path: '/card/bind-card-new',
    required: ['cardType', 'product_id'],
    schema: ignored,
  },
  bindCardLoan: {
    method: 'POST',
    client: 'form',
    path: '/card/bind-card-loan',
    required: ['cardType', 'product_id'],
    schema: ignored,
  },

  // Complaints
  problemInit: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-init',
    required: ['orderId'],
    schema: problemInitSchema,
  },
  problemDetail: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-detail',
    required: ['problemId'],
    schema: problemDetailSchema,
  },
  saveScore: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/save-score',
    required: ['score', 'problemId'],
    schema: ignored,
  },
  uploadProblemImg: {
    method: 'POST',
    client: 'multipart',
    path: '/user-problem/upload-problem-img',
    required: ['problemImage'],
    schema: uploadSchema,
  },
  problemSave: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-save',
    required: ['problemType', 'problemSonType', 'problemDetail', 'problemImage', 'orderNo'],
    schema: ignored,
  },
  problemList: {
    method: 'POST',
    client: 'json',
    path: '/user-problem/problem-list',
    required: [],
    schema: problemListSchema,
  },

  // Customer service
  contactKfInfo: {
    method: 'POST',
    client: 'json',
    path: '/v3/personal-center/contact-kf-info',
    required: ['overall'],
    fixed: { overall: 30 },
    schema: contactInfoSchema,
  },

  // Promotion landing
  channelTemplate: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/service/channel/channel-template',
    required: [],
    query: ['templateId'],
    schema: landingConfigSchema,
  },
  trackVisit: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/track-visit',
    required: [],
    query: ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'],
    fixed: { page_type: 1 },
    schema: ignored,
  },
  getSid: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/get-sid',
    required: [],
    schema: sidSchema,
  },
  getCaptcha: {
    method: 'GET',
    client: 'raw',
    path: '/api/v2/promotion/get-captcha',
    required: [],
    query: ['sid'],
    schema: null,
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
    schema: ignored,
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
    schema: ignored,
  },
  trackClick: {
    method: 'GET',
    client: 'json',
    path: '/api/v2/promotion/track-click',
    required: [],
    query: ['phone'],
    schema: ignored,
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

export type DataOf<K extends CallableKey> = v.InferOutput<NonNullable<Table[K]['schema']>>;
