import type { RepaymentChannel } from '@hiram/ui';
import type { ResourceState } from '../../../screen/index.ts';

/** The 'Payment Method' popup and its 'Payment' button. */
export interface PaymentControls {
  pickerOpen: boolean;
  /** A pay code is on its way, or its page is opening: 'Payment' stays busy. */
  paying: boolean;
  onOpenPicker: () => void;
  onClosePicker: () => void;
  onPay: (channel: RepaymentChannel) => Promise<void>;
}

/** What a repayment screen's view gets from its page. */
export interface RepayScreenProps<TScreen> {
  state: ResourceState<TScreen>;
  onRetry: () => void;
  onBack: () => void;
  /** The help image's link: the payment instructions. */
  helpHref: string;
  /** The help image: the payment instructions, in the app. */
  onOpenHelp: () => void;
  /** The default pay-code box: its details saved for `/repaymentOfCode2`, then that screen. */
  onOpenPayCode: () => void;
  payment: PaymentControls;
}
