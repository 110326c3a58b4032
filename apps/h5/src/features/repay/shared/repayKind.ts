import type { OrderRef } from '../../../api/index.ts';
import type { DisplayFormat } from '../../../screen/index.ts';
import type { RepaymentInfo } from './repaymentInfo.ts';
import type { ImageCheck, RepayPage } from './repayScreen.ts';

/** What `generate-vcode` is sent besides the order and the channel. */
export interface Payment {
  /** Minor units. */
  amount: number;
  /** Sends `isDelay=1`. */
  rollover: boolean;
}

/** What sets the installment and rollover screens apart. */
export interface RepayKind<TDetail extends RepayPage, TScreen> {
  load: (order: OrderRef, signal: AbortSignal) => Promise<TDetail>;
  /** The answer as the view shows it: formatted figures, images through the guard. */
  screen: (detail: TDetail, format: DisplayFormat, image: ImageCheck) => TScreen;
  payment: (detail: TDetail) => Payment;
  /** Section 3's `repaymentInfo`, left for `/repaymentOfCode2`. */
  repaymentInfo: (detail: TDetail) => RepaymentInfo;
}
