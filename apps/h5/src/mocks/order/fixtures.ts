import type * as v from 'valibot';
import type { orderDetailSchema, unionErrorInfoSchema } from '../../api/schemas/order.ts';
import { mainProduct, recommendedProducts } from '../shared/products.ts';
import type { OrderScenarioFlag, OrderStatus } from './scenarios.ts';

export type OrderDetailInput = v.InferInput<typeof orderDetailSchema>;

const notices: Record<OrderStatus, { status: string; description: string }> = {
  21: {
    status: 'Under review',
    description: 'We are reviewing your application. This usually takes less than a day.',
  },
  110: {
    status: 'Loan not approved',
    description: 'Your application did not pass this time. You may try again after 7 days.',
  },
  151: {
    status: 'Disbursing',
    description: 'Your loan is approved. The money will reach your account within 1-3 days.',
  },
  170: {
    status: 'Repayment in progress',
    description: 'Repay ₱5.455,00 on or before 2025-07-15.',
  },
  174: {
    status: 'Due today',
    description: 'Repay ₱5.455,00 today to keep a good credit record.',
  },
  180: {
    status: 'Overdue by 3 days',
    description:
      'A late fee of ₱1.000,00 and daily interest now apply. Please repay as soon as possible.',
  },
  200: {
    status: 'Repaid',
    description: 'Thank you! Your loan is fully repaid and you can borrow again.',
  },
};

function detailRows(status: OrderStatus) {
  const rows = [
    { text: 'Loan amount', value: '₱5.000,00' },
    { text: 'Amount received', value: '₱4.250,00' },
    { text: 'Loan term', value: '91 days' },
    { text: 'Repayment amount', value: '₱5.455,00' },
    { text: 'Repayment date', value: '2025-07-15' },
    { text: 'Receiving account', value: 'GCash 0917 *** 4567' },
    { text: 'Order number', value: 'PB202504150001' },
  ];
  // Not approved: nothing was paid out, so nothing is received, owed or due; only what was asked.
  const asked = ['Loan amount', 'Loan term', 'Order number'];
  return status === 110 ? rows.filter(({ text }) => asked.includes(text)) : rows;
}

export function orderDetail(status: OrderStatus): OrderDetailInput {
  return {
    orderStatus: status,
    noticeStatusText: notices[status].status,
    noticeDesText: notices[status].description,
    recProducts: recommendedProducts(),
    productName: mainProduct.name,
    productLogo: mainProduct.logo,
    userOrderDetail: { detail: detailRows(status) },
    inside: 0,
    h5Url: '',
    isDelay: 0,
    // The build's brand's hotline (Hiram's where no brand is built), as its server would answer.
    telephone: import.meta.env.VITE_SERVICE_PHONE || '+63 2 8888 0000',
    isScore: 0,
    playeduL: '',
    reyMsg: '',
    KindTipsMsg: '',
    cardNeedPop: 0,
    cardPopTitle: '',
    cardPopMsg: '',
  };
}

export const orderFlagValues = {
  delay: { isDelay: 1 },
  score: { isScore: '1' },
  // The order already names a receiving account (GCash): the prompt asks for a second one.
  cardPop: {
    cardNeedPop: 1,
    cardPopTitle: 'Add a bank account',
    cardPopMsg:
      'Add a bank account as a second receiving account, so we can still send your next loan if your e-wallet is unavailable.',
  },
  kindTips: {
    KindTipsMsg:
      'Pay only through the channels shown in the app. Our staff will never ask you to send money to a personal account.',
  },
  redirect: { playeduL: '/repayPeriod' },
} satisfies Record<OrderScenarioFlag, Partial<OrderDetailInput>>;

export function unionErrorInfo(): v.InferInput<typeof unionErrorInfoSchema> {
  return {
    noticeMessage: 'Login failed',
    errMessage: 'Your session has expired. Please close this page and open it again from the app.',
    family: recommendedProducts(),
  };
}
