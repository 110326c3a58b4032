import type { EndpointKey } from './endpoints.ts';

/**
 * Contract section 5: the body fields each call always sends, fixed ones included (a GET sends
 * everything in its query). They type the API functions' payloads and the mock backend checks
 * them; the client never reads them, so they stay out of the pages' code.
 */
export const requiredFields = {
  // Loan confirm
  loanDetailConfirm: ['productId'],
  contract: ['productId', 'scene'],
  contractJump: ['productId', 'scene', 'position', 'orderId', 'jump'],
  loanDetailPush: ['amount', 'periods', 'termUnit', 'productId', 'confirm'],
  satire: ['productId'],
  cultures: [],
  misunderstood: [],
  depush: ['productId'],
  // Order details and the union login failure page
  loanDetails: ['productId', 'orderId'],
  googleScore: ['score'],
  saveEvent: ['productId', 'moduleId', 'positionId'],
  unionErrorInfo: [],
  because: ['productId', 'moduleId'],
  define: ['productId'],
  // Repayment
  loanPlayDetail: ['productId', 'orderId'],
  catalysts: ['productId', 'orderId'],
  generateVcode: ['productId', 'orderId', 'amount', 'channelNumber'],
  repaymentWay: [],
  repaymentCommit: [
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
  repaymentConfirm: ['orderId', 'verifyCode', 'repaymentRecordId'],
  repaymentHuichao: ['userId', 'orderId', 'amount'],
  // Bank account
  cardInit: ['product_id'],
  bindCardNew: ['cardType', 'product_id'],
  bindCardLoan: ['cardType', 'product_id'],
  // Complaints
  problemInit: ['orderId'],
  problemDetail: ['problemId'],
  saveScore: ['score', 'problemId'],
  uploadProblemImg: ['problemImage'],
  problemSave: ['problemType', 'problemSonType', 'problemDetail', 'problemImage', 'orderNo'],
  problemList: [],
  // Customer service
  contactKfInfo: ['overall'],
  // Promotion landing
  channelTemplate: [],
  trackVisit: [],
  getSid: [],
  getCaptcha: [],
  getSms: ['phone', 'capcode', 'sid', 'deviceId', 'appName', 'app_from', 'user_from', 'utm_tag'],
  register: [
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
  trackClick: [],
} as const satisfies Record<EndpointKey, readonly string[]>;
