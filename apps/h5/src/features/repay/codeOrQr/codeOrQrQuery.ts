import { amountToPay } from '../shared/pageQuery.ts';

/** What `/repaymentOfCode` shows: showType 1 is the code, any other value the QR image. */
export type CodeOrQrShow = 'code' | 'qr';

/** The page's query, read as text: every value is the URL's, none is trusted. */
export interface CodeOrQrQuery {
  show: CodeOrQrShow;
  /** Trimmed; '' when absent. */
  payCode: string;
  /** The QR image's URL as given; '' when absent. Goes through the image rule before use. */
  payCodeImg: string;
  /** Minor units; null when absent or not a non-negative whole number. */
  amount: number | null;
}

/** What the view shows, its image already checked. */
export type CodeOrQrContent =
  | { show: 'code'; payCode: string; amount: number | null }
  | {
      show: 'qr';
      /** The allowed image `src`; undefined when missing or refused. */
      qrSrc: string | undefined;
      amount: number | null;
    };

export function parseCodeOrQrQuery(search: string): CodeOrQrQuery {
  const query = new URLSearchParams(search);
  return {
    show: query.get('showType')?.trim() === '1' ? 'code' : 'qr',
    payCode: query.get('payCode')?.trim() ?? '',
    payCodeImg: query.get('payCodeImg') ?? '',
    amount: amountToPay(query.get('repayAmount')),
  };
}

/** The view's content; `image` is the link guard's image rule. */
export function codeOrQrContent(
  query: CodeOrQrQuery,
  image: (raw: unknown) => string | undefined,
): CodeOrQrContent {
  if (query.show === 'code') {
    return { show: 'code', payCode: query.payCode, amount: query.amount };
  }
  return {
    show: 'qr',
    qrSrc: query.payCodeImg ? image(query.payCodeImg) : undefined,
    amount: query.amount,
  };
}
