type QueryValue = string | number | undefined;
type Query = Record<string, QueryValue>;

export interface RoutePath<Q extends Query> {
  path: string;
  /** The path with the given query values; empty and undefined values are left out. */
  href: (query?: Q) => string;
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function route<Q extends Query = Record<string, never>>(path: string): RoutePath<Q> {
  return { path, href: (query) => `${path}${toQueryString(query)}` };
}

/** Contract section 2: every path the app serves. */
export const paths = {
  home: route('/'),
  about: route('/About'),
  policy: route('/Policy'),
  loanTerms: route('/Loan'),
  loanConfirm: route<{ productId?: QueryValue }>('/loanConfirm'),
  loanConfirmLegacy: route<{ productId?: QueryValue }>('/loanConfirmLegacy'),
  loanDetail: route<{
    orderId?: QueryValue;
    productId?: QueryValue;
    source?: 'loanDetail';
    from?: string;
  }>('/loanDetail'),
  repayPeriod: route<{ orderId?: QueryValue; productId?: QueryValue }>('/repayPeriod'),
  repayDelay: route<{ orderId?: QueryValue; productId?: QueryValue }>('/repayDelay'),
  repaymentOfCode: route<{
    showType?: QueryValue;
    payCode?: string;
    payCodeImg?: string;
    repayAmount?: QueryValue;
  }>('/repaymentOfCode'),
  repaymentOfCode2: route<{
    showType?: QueryValue;
    payCode?: string;
    payCodeImg?: string;
    repayAmount?: QueryValue;
    orderId?: QueryValue;
    productId?: QueryValue;
  }>('/repaymentOfCode2'),
  paymentInstructions: route('/paymentInstructions'),
  carpmm: route<{ requestType?: QueryValue; amount?: QueryValue; payCode?: string }>('/carpmm'),
  paymentWay: route<{ orderId?: QueryValue; amount?: QueryValue }>('/paymentWay'),
  // From the order page (the spec's source), or from card repayment's 'Add a card'.
  bindBank: route<{ source?: 'loanDetail' | 'paymentWay'; orderId?: QueryValue }>('/bindBank'),
  complaint: route<{ orderId?: QueryValue }>('/complaint'),
  complainPageNext: route<{
    problemType: QueryValue;
    problemSonType?: QueryValue;
    orderNo: string;
  }>('/complainPageNext'),
  complaintList: route('/complaintList'),
  complainDetails: route<{ problemId: QueryValue }>('/complainDetails'),
  customerService: route('/customerService'),
  loanAgreement: route('/loanAgreement'),
  privacyPolicy: route('/privacyPolicy'),
  aboutUs: route('/aboutUs'),
  unionError: route('/unionError'),
  testPreview: route('/testPreview'),
} as const;

export type RouteId = keyof typeof paths;

/** The spec's legacy hash targets, mapped by contract section 2. */
export const legacyTargets: Record<string, string> = {
  '#/borrowDetail/': paths.loanDetail.path,
  '#/addnormalcard': paths.bindBank.path,
};

/** Promotion landing (`promo.html`, hash routing). */
export const promoPaths = {
  register: route<{ templateId?: QueryValue }>('/'),
  download: route('/downloadTemplate'),
  agreement: route('/agreementTemplate'),
} as const;
