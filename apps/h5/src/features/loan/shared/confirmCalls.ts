import type { LoanConfirm } from '../../../api/index.ts';
import type { ConfirmData } from './confirmScreenProps.ts';

export interface AgreementRequest {
  productId: string;
  position: string;
  orderId: string;
}

/** What a confirm page asks the server: the V3 calls or the older form calls. */
export interface ConfirmCalls<TConfirm extends LoanConfirm> {
  load(productId: string, signal: AbortSignal): Promise<ConfirmData<TConfirm>>;
  /** Resolves to the agreement page's URL. */
  agreementUrl(request: AgreementRequest): Promise<string>;
  /** Takes the loan; resolves to the URL of the lend details. */
  push(productId: string, confirm: TConfirm): Promise<string>;
}
