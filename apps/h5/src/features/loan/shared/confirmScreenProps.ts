import type { Agreement, LoanConfirm } from '../../../model/index.ts';
import type { ResourceState } from '../../../screen/index.ts';
import type { Overlay } from './loanOverlays.ts';

/** What a loan confirm screen shows: the offer with its agreements. */
export interface ConfirmData<TConfirm extends LoanConfirm> {
  confirm: TConfirm;
  agreements: Agreement[];
}

/** What both confirm views get from their page. */
export interface LoanConfirmScreen<TConfirm extends LoanConfirm> {
  /** The data with its logo and agreement page already checked (`withCheckedUrls`). */
  state: ResourceState<ConfirmData<TConfirm>>;
  onRetry: () => void;
  currencyFlag: string;
  /** When the page opened (epoch ms): the cost disclosure's payout day when the offer has none. */
  now: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The loan push is running. */
  loanBusy: boolean;
  onLoan: () => Promise<void>;
  /** The agreement whose URL is being fetched. */
  pendingAgreement?: Agreement;
  onOpenAgreement: (agreement: Agreement) => void;
  overlay: Overlay | null;
  /** Agree on the agreement modal, or closing the promotion. */
  onDismissOverlay: () => void;
  /** Agree on 'Point out'. */
  onStay: () => void;
  /** Cancel on the agreement modal or on 'Point out'. */
  onLeave: () => void;
  onBack: () => void;
}
