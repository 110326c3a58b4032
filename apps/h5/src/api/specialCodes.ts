import type { EndpointKey } from './endpoints.ts';
import type { ApiMessageKey } from './messages.ts';

/** What a screen does besides showing the message. */
export type SpecialAction = 'refreshCaptcha' | 'goDownload';

export interface SpecialCode {
  /** The text to show: a message of ours, or the server's own message. */
  message: ApiMessageKey | 'server';
  action?: SpecialAction;
}

const alreadyRegistered: SpecialCode = { message: 'api.alreadyRegistered', action: 'goDownload' };

/** Spec section 8: codes that mean something particular to one call. */
export const specialCodes: Partial<Record<EndpointKey, Readonly<Record<string, SpecialCode>>>> = {
  repaymentConfirm: {
    '800006': { message: 'api.validationCodeError' },
    '800005': { message: 'api.duplicatePayment' },
  },
  getSms: {
    '101': { message: 'server', action: 'refreshCaptcha' },
    '11': alreadyRegistered,
  },
  register: {
    '11': alreadyRegistered,
    '-1': { message: 'server', action: 'refreshCaptcha' },
  },
};

/** Shown instead of an empty server message when the call fails. */
export const failureFallback: Partial<Record<EndpointKey, ApiMessageKey>> = {
  cardInit: 'api.cardListFailed',
  repaymentWay: 'api.cardListFailed',
};

export function specialCodeFor(key: EndpointKey, code: string | number): SpecialCode | undefined {
  return specialCodes[key]?.[String(code)];
}
