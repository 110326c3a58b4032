import { amountToPay, currencyFlagFrom } from '../shared/pageQuery.ts';

/** What `/carpmm` was asked to show. Every value is the page URL's text. */
export type CodeRequest =
  | {
      kind: 'code';
      payCode: string;
      /** Minor units; null when the URL gave none or not a non-negative whole number. */
      amount: number | null;
    }
  | { kind: 'missingCode' }
  | { kind: 'unsupported' }
  /** The prerendered page and its hydration: the query is not read yet. */
  | { kind: 'reading' };

export interface CodePage {
  request: CodeRequest;
  /** `currencyType`: the page URL's, else the session's. */
  currencyFlag: string;
}

/** The only request type the spec defines: the instructions for one pay code. */
const CODE_REQUEST_TYPE = '1';

/** Reads `requestType`, `payCode`, `amount` and `currencyType` from `/carpmm`'s query. */
export function codePageFrom(search: string, session: { currencyType: string }): CodePage {
  const query = new URLSearchParams(search);
  const currencyFlag = currencyFlagFrom(search, session);
  if (query.get('requestType')?.trim() !== CODE_REQUEST_TYPE) {
    return { request: { kind: 'unsupported' }, currencyFlag };
  }
  const payCode = query.get('payCode')?.trim() ?? '';
  if (payCode === '') return { request: { kind: 'missingCode' }, currencyFlag };
  return {
    request: { kind: 'code', payCode, amount: amountToPay(query.get('amount')) },
    currencyFlag,
  };
}
