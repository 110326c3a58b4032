import type * as v from 'valibot';
import type { CallableKey, endpoints } from '../api/endpoints.ts';
import type { BankFormItemInput } from './fixtures/bank.ts';
import { COLLECTION_TYPE, type StoredComplaint } from './fixtures/complaint.ts';
import { orderDetail } from './fixtures/order.ts';
import { DEMO_CAPTCHA, DEMO_SMS_CODE, landingConfig } from './fixtures/promo.ts';
import type { ReceivedRequest } from './journal.ts';
import type { MockStore } from './store.ts';

type DataInput<K extends CallableKey> = v.InferInput<NonNullable<(typeof endpoints)[K]['schema']>>;

export type Answer<K extends CallableKey> =
  | { ok: true; data: DataInput<K> }
  | { ok: false; code: string | number; message: string };

export interface CallInput {
  received: ReceivedRequest;
  /** The original request, for reading an uploaded file. */
  request: Request;
}

export type Backend = {
  [K in CallableKey]: (input: CallInput) => Answer<K> | Promise<Answer<K>>;
};

const ok = <T>(data: T) => ({ ok: true as const, data });
const fail = (code: string | number, message: string) => ({ ok: false as const, code, message });

/** A body or query value as text ('' when absent). */
function field({ received }: CallInput, name: string): string {
  const value = received.body[name] ?? received.query[name];
  return value === undefined || value === null ? '' : String(value);
}

async function dataUrl(image: Blob): Promise<string> {
  const bytes = new Uint8Array(await image.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${image.type};base64,${btoa(binary)}`;
}

function titleOf(
  options: readonly { title?: unknown; value?: unknown }[] | null | undefined,
  value: string,
) {
  const match = options?.find((option) => String(option.value) === value);
  return match ? String(match.title) : '';
}

function optionName(item: BankFormItemInput | undefined, type: string): string {
  return String(item?.note?.find((option) => String(option.type) === type)?.name ?? '');
}

function listItem(complaint: StoredComplaint) {
  const { id, time, type, content } = complaint;
  return { id, time, type, content };
}

/** The mock's answer to each call, over the store. */
export function createBackend(store: MockStore): Backend {
  const findComplaint = (input: CallInput) =>
    store.complaints.find((complaint) => complaint.id === field(input, 'problemId'));

  const bindCard = (input: CallInput): Answer<'bindCardNew'> => {
    const items = store.bankForm.items ?? [];
    const item = (code: string) => items.find((candidate) => candidate.code === code);
    const isWallet = field(input, 'cardType') === '1';
    const channel = field(input, 'walletChannel');
    const account = isWallet
      ? field(input, channel === '90007' ? 'mayaAccount' : 'gcashAccount')
      : field(input, 'bankCardNo');
    if (!account) return fail(1, 'Please enter your account number');
    store.repaymentWay.bankCards = [
      ...(store.repaymentWay.bankCards ?? []),
      {
        id: store.nextId('card-'),
        bankName: isWallet
          ? optionName(item('walletChannel'), channel)
          : optionName(item('bankCode'), field(input, 'bankCode')),
        cardNo: `**** ${account.replace(/\D/g, '').slice(-4)}`,
        bankCode: isWallet ? channel : field(input, 'bankCode'),
      },
    ];
    store.order = { ...store.order, cardNeedPop: 0 };
    return ok(null);
  };

  return {
    loanDetailConfirm: () => ok(store.loanConfirm),
    contract: () => ok({ data: store.agreements }),
    contractJump: () => ok({ contract_url: '/loanAgreement' }),
    loanDetailPush: () => {
      store.order = orderDetail(21);
      return ok({ lendDetailsUrl: '/loanDetail' });
    },
    satire: () => ok(store.legacyConfirm),
    // The older API sends the list itself.
    cultures: () => ok(store.agreements),
    misunderstood: () => ok({ url: '/loanAgreement' }),
    depush: () => {
      store.order = orderDetail(21);
      return ok({ url: '/loanDetail' });
    },

    loanDetails: () => ok(store.order),
    googleScore: () => {
      store.order = { ...store.order, isScore: 0 };
      return ok(null);
    },
    saveEvent: () => ok(null),
    unionErrorInfo: () => ok(store.unionError),
    because: () => ok(null),
    define: (input) =>
      ok({ url: `https://apply.example.com/products/${field(input, 'productId')}` }),

    loanPlayDetail: () => ok(store.installment),
    catalysts: () => ok(store.rollover),
    generateVcode: (input) => {
      const payCode = store.nextId('7788 1234 ');
      const query = new URLSearchParams({
        showType: '1',
        payCode,
        repayAmount: field(input, 'amount'),
      });
      return ok({ payUrl: `/repaymentOfCode2?${query}` });
    },
    repaymentWay: () => ok(store.repaymentWay),
    repaymentCommit: (input) => {
      const id = store.nextId('RR');
      store.repayments.set(id, {
        id,
        orderId: field(input, 'orderId'),
        amount: Number(field(input, 'amount')),
        confirmed: false,
      });
      return ok({ needValid: field(input, 'sendMsg') === '1' ? 1 : 0, repayRecordId: id });
    },
    repaymentConfirm: (input) => {
      const record = store.repayments.get(field(input, 'repaymentRecordId'));
      if (!record) return fail(800001, 'Repayment record not found');
      if (record.confirmed) return fail(800005, 'Duplicate payment request');
      if (field(input, 'verifyCode') !== DEMO_SMS_CODE) {
        return fail(800006, 'The verification code is incorrect');
      }
      record.confirmed = true;
      store.order = orderDetail(200);
      return ok(null);
    },
    repaymentHuichao: (input) => {
      const query = new URLSearchParams({
        order: field(input, 'orderId'),
        amount: field(input, 'amount'),
      });
      return ok({ url: `https://checkout.example.com/pay?${query}` });
    },

    cardInit: () => ok(store.bankForm),
    bindCardNew: bindCard,
    bindCardLoan: bindCard,

    problemInit: () => ok(store.problemInit),
    problemDetail: (input) => {
      const complaint = findComplaint(input);
      if (!complaint) return fail(1, 'Complaint not found');
      const { id, type, sonType, content, images, disposeDetail, disposeImages, isNeedScore } =
        complaint;
      return ok({
        problemId: id,
        type,
        sonType,
        content,
        images,
        disposeDetail,
        disposeImages,
        isNeedScore,
      });
    },
    saveScore: (input) => {
      const complaint = findComplaint(input);
      if (!complaint) return fail(1, 'Complaint not found');
      complaint.isNeedScore = 0;
      return ok(null);
    },
    uploadProblemImg: async ({ request }) => {
      const image = (await request.formData()).get('problemImage');
      if (!(image instanceof Blob) || !image.type.startsWith('image/')) {
        return fail(1, 'Please choose a picture');
      }
      return ok({ url: await dataUrl(image) });
    },
    problemSave: (input) => {
      const type = field(input, 'problemType');
      const images = field(input, 'problemImage');
      store.complaints.unshift({
        id: store.nextId('P'),
        time: Math.floor(store.now() / 1000),
        type: titleOf(store.problemInit.problemType, type),
        sonType:
          type === COLLECTION_TYPE
            ? titleOf(store.problemInit.problemSonType, field(input, 'problemSonType'))
            : '',
        content: field(input, 'problemDetail'),
        images: images ? images.split(',') : [],
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
        orderNo: field(input, 'orderNo'),
      });
      return ok(null);
    },
    problemList: () =>
      ok({
        tabs: [
          {
            name: 'Processing',
            list: store.complaints.filter((c) => !c.disposeDetail).map(listItem),
          },
          {
            name: 'Completed',
            list: store.complaints.filter((c) => c.disposeDetail).map(listItem),
          },
        ],
      }),

    contactKfInfo: () => ok(store.contact),

    channelTemplate: (input) => ok(landingConfig(field(input, 'templateId'))),
    trackVisit: () => ok(null),
    getSid: () => {
      const sid = store.nextId('sid-');
      store.sids.add(sid);
      return ok({ sid });
    },
    getSms: (input) => {
      if (!store.sids.has(field(input, 'sid')) || field(input, 'capcode') !== DEMO_CAPTCHA) {
        return fail(101, 'The image code is wrong. Please enter the new one.');
      }
      if (store.registeredPhones.has(field(input, 'phone'))) {
        return fail(11, 'This phone number is already registered');
      }
      return ok(null);
    },
    register: (input) => {
      const phone = field(input, 'phone');
      if (store.registeredPhones.has(phone)) {
        return fail(11, 'This phone number is already registered');
      }
      if (field(input, 'smsCode') !== DEMO_SMS_CODE) {
        return fail(-1, 'The SMS code is wrong or has expired. Please try again.');
      }
      store.registeredPhones.add(phone);
      return ok(null);
    },
    trackClick: () => ok(null),
  };
}
