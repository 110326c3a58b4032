import { paths } from '../../paths/index.ts';
import type { Session } from '../../session/index.ts';

export const PREVIEW_FIELDS = [
  'deviceId',
  'userId',
  'sessionId',
  'merchantNumber',
  'mobilePhone',
  'productId',
  'orderId',
  'lang',
  'currencyType',
  'scenario',
] as const;

export type PreviewField = (typeof PREVIEW_FIELDS)[number];
export type PreviewValues = Record<PreviewField, string>;

const DEMO: PreviewValues = {
  deviceId: 'demo-device-001',
  userId: '100001',
  sessionId: 'demo-session',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
  productId: '11',
  orderId: '5001',
  lang: 'en',
  currencyType: '2',
  scenario: '',
};

/** What the form starts with: the current session where it has a value, else demo values. */
export function initialPreviewValues(session: Session, scenario: string): PreviewValues {
  const values = { ...DEMO, scenario };
  for (const field of PREVIEW_FIELDS) {
    if (field !== 'scenario' && session[field]) values[field] = session[field];
  }
  return values;
}

/**
 * What a screen needs in its query besides the device values, or it opens on its missing-value
 * state: the mock's figures, so each link opens what the demo answers. The installment's amount
 * due (₱5.455,00, 545500) and its pay code (7788 1234 5566) for card repayment, `/carpmm` and the
 * generated-code page; complaint 9002, the one with a reply and a rating; a Repayment complaint
 * (type 2) on the open order. (`/repaymentOfCode2` reads what "Copy & pay" saved, not its query.)
 */
const DEMO_QUERIES: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map<
  string,
  Readonly<Record<string, string>>
>([
  [paths.paymentWay.path, { amount: '545500' }],
  [paths.carpmm.path, { requestType: '1', amount: '545500', payCode: '778812345566' }],
  [paths.repaymentOfCode.path, { showType: '1', payCode: '778812345566', repayAmount: '545500' }],
  [paths.complainDetails.path, { problemId: '9002' }],
  [paths.complainPageNext.path, { problemType: '2', orderNo: 'PB202504150001' }],
]);

/**
 * A path with every filled value in its query, as the native app would open it, then the demo
 * values its screen needs to show something (`DEMO_QUERIES`).
 */
export function previewHref(path: string, values: PreviewValues): string {
  const [pathname = path, hash] = path.split('#');
  const query = new URLSearchParams();
  for (const field of PREVIEW_FIELDS) if (values[field]) query.set(field, values[field]);
  if (values.productId) query.set('product_id', values.productId);
  for (const [key, value] of Object.entries(DEMO_QUERIES.get(pathname) ?? {})) {
    query.set(key, value);
  }
  const search = query.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}
