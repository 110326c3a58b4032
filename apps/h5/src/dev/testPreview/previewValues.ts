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

/** A path with every filled value in its query, as the native app would open it. */
export function previewHref(path: string, values: PreviewValues): string {
  const [pathname = path, hash] = path.split('#');
  const query = new URLSearchParams();
  for (const field of PREVIEW_FIELDS) if (values[field]) query.set(field, values[field]);
  if (values.productId) query.set('product_id', values.productId);
  const search = query.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}
