import type { RepaymentChannel } from '@hiram/ui';
import type { DefDetail, PayChannel } from '../../../api/schemas/repay.ts';

/** The fields both repayment answers carry (spec section 3). */
export interface RepayPage {
  productName: string;
  productLogo: string;
  repayList: PayChannel[];
  noticeMsg: string;
  defDetail: DefDetail;
  isShowReyTop: number;
}

/** The link guard's image rule: the `src` to use, or `undefined` when refused. */
export type ImageCheck = (raw: unknown) => string | undefined;

/** The default pay-code box. */
export interface PayCodeBox {
  code: string;
  title: string;
  logo: string | undefined;
}

/** What both screens show beside their own figures. */
export interface RepayScreenBase {
  productName: string;
  productLogo: string | undefined;
  noticeMsg: string;
  /** The help image linking to the payment instructions (`isShowReyTop` 1). */
  showHelp: boolean;
  /** Only when the server gave a non-empty pay code. */
  payCode: PayCodeBox | null;
  channels: RepaymentChannel[];
}

/** Spec section 5: the pay-code box shows only when `payCode` is non-empty. */
export function hasPayCode(defDetail: DefDetail): boolean {
  return defDetail.payCode.trim() !== '';
}

/** `repayList` as the channel popup lists it, each logo through the image rule. */
export function paymentChannels(repayList: readonly PayChannel[], image: ImageCheck) {
  return repayList.map(
    (channel): RepaymentChannel => ({
      channelNumber: channel.channel_number,
      name: channel.name,
      logo: image(channel.logo),
    }),
  );
}

export function repayScreenBase(page: RepayPage, image: ImageCheck): RepayScreenBase {
  const { defDetail } = page;
  return {
    productName: page.productName,
    productLogo: image(page.productLogo),
    noticeMsg: page.noticeMsg,
    showHelp: page.isShowReyTop === 1,
    payCode: hasPayCode(defDetail)
      ? { code: defDetail.payCode, title: defDetail.title, logo: image(defDetail.logo) }
      : null,
    channels: paymentChannels(page.repayList, image),
  };
}

/**
 * The pay code as the barcode encodes it: without the spaces that group it for reading, so a
 * cashier's scanner gets the reference alone and digits pair up into fewer, wider bars.
 */
export function barcodeValue(payCode: string): string {
  return payCode.replace(/\s+/g, '');
}
