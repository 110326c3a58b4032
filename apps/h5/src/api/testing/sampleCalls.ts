import { DEMO_CAPTCHA, DEMO_SMS_CODE } from '../../mocks/promo/fixtures.ts';
import { createBankApi } from '../bank.ts';
import { createComplaintApi } from '../complaint.ts';
import type { CallableKey } from '../endpoints.ts';
import type { Http } from '../http.ts';
import { createLegacyLoanApi } from '../legacyLoan.ts';
import { createLoanApi } from '../loan.ts';
import { createOrderApi } from '../order.ts';
import { createPromoApi } from '../promo.ts';
import { createRepayApi } from '../repay.ts';
import { createServiceApi } from '../service.ts';

/**
 * One realistic call of every endpoint through the feature functions; calls that need an
 * earlier answer (a sid, a repayment record) make that call first.
 */
export function sampleCalls(http: Http): Record<CallableKey, () => Promise<unknown>> {
  const loan = createLoanApi(http);
  const legacyLoan = createLegacyLoanApi(http);
  const order = createOrderApi(http);
  const repay = createRepayApi(http);
  const bank = createBankApi(http);
  const complaint = createComplaintApi(http);
  const service = createServiceApi(http);
  const promo = createPromoApi(http);
  const ref = { productId: '11', orderId: '5001' };
  const wallet = { walletChannel: '90006', gcashAccount: '09171234567' };
  const sms = async (phone: string) => ({
    phone,
    capcode: DEMO_CAPTCHA,
    sid: await promo.getSid(),
    deviceId: 'dev-001',
    appName: 'PesoBilis',
    app_from: 'landing',
    user_from: 'facebook',
    utm_tag: '',
  });
  const commit = () =>
    repay.commitRepayment({
      amount: 545500,
      bankName: 'BDO Unibank',
      cardId: '301',
      cardNo: '**** 4821',
      couponId: null,
      orderId: '5001',
      repayToken: 'rt_9f8e7d6c5b',
      bankCode: 'BDO',
      sendMsg: 1,
    });

  return {
    loanDetailConfirm: () => loan.getLoanConfirm('11'),
    contract: () => loan.getAgreements('11'),
    contractJump: () => loan.getAgreementUrl({ ...ref, position: '1' }),
    loanDetailPush: () =>
      loan.pushLoan({ amount: 500000, periods: 91, termUnit: 'day', productId: '11' }),
    satire: () => legacyLoan.getLegacyConfirm('11'),
    cultures: () => legacyLoan.getLegacyAgreements(),
    misunderstood: () => legacyLoan.getLegacyAgreementUrl({ productId: '11', position: '1' }),
    depush: () => legacyLoan.pushLegacyLoan('11'),

    loanDetails: () => order.getOrderDetail(ref),
    googleScore: () => order.submitRating(),
    saveEvent: () => order.logEvent({ productId: '11', moduleId: 30, positionId: 1 }),
    unionErrorInfo: () => order.getUnionErrorInfo(),
    because: () => order.countProductClick('12'),
    define: () => order.getProductTarget('12'),

    loanPlayDetail: () => repay.getInstallmentDetail(ref),
    catalysts: () => repay.getRolloverDetail(ref),
    generateVcode: () =>
      repay.generatePayCode({ ...ref, amount: 545500, channelNumber: '90006', rollover: false }),
    repaymentWay: () => repay.getRepaymentWay('5001'),
    repaymentCommit: commit,
    repaymentConfirm: async () =>
      repay.confirmRepayment({
        orderId: '5001',
        verifyCode: DEMO_SMS_CODE,
        repaymentRecordId: (await commit()).repayRecordId,
      }),
    repaymentHuichao: () =>
      repay.startAlipayRepayment({ userId: '100042', orderId: '5001', amount: 545500 }),

    cardInit: () => bank.getBankForm('11'),
    bindCardNew: () => bank.bindCard({ productId: '11', cardType: 1, values: wallet }),
    bindCardLoan: () =>
      bank.bindCard({ productId: '11', cardType: 1, values: wallet, source: 'loanDetail' }),

    problemInit: () => complaint.getProblemInit('5001'),
    problemDetail: () => complaint.getProblemDetail('9002'),
    saveScore: () => complaint.saveComplaintScore({ problemId: '9002', score: 5 }),
    uploadProblemImg: () =>
      complaint.uploadProblemImage(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })),
    problemSave: () =>
      complaint.saveProblem({
        problemType: '2',
        problemSonType: '',
        problemDetail: 'Paid but still due',
        images: [],
        orderNo: 'PB202504150001',
      }),
    problemList: () => complaint.getProblemList(),

    contactKfInfo: () => service.getContactInfo(),

    channelTemplate: () => promo.getLandingConfig('77'),
    trackVisit: () =>
      promo.trackVisit({
        page_id: 'reg-1',
        user_from: 'facebook',
        client_type: 'android',
        utm_tag: '',
        app_from: 'landing',
      }),
    getSid: () => promo.getSid(),
    getSms: async () => promo.sendSms(await sms('09176660001')),
    register: async () =>
      promo.register({
        ...(await sms('09176660002')),
        merchantNumber: 'M0007',
        userName: '',
        smsCode: DEMO_SMS_CODE,
        invite_code: '',
        id: '77',
      }),
    trackClick: () => promo.trackClick('09176660003'),
  };
}
