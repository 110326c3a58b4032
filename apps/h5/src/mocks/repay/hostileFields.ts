import { type AnswerFields, type AnswerKey, under } from '../shared/hostileFields.ts';

const rows: AnswerFields = { text: 'text', value: 'text' };

const repayPage: AnswerFields = {
  productName: 'text',
  productLogo: 'url',
  repayDate: 'kept',
  'repayList[].name': 'text',
  'repayList[].logo': 'url',
  'repayList[].channel_number': 'kept',
  noticeMsg: 'text',
  'defDetail.payCode': 'kept',
  'defDetail.logo': 'url',
  'defDetail.title': 'text',
  'defDetail.payNotice.(key)': 'text',
  'defDetail.payNotice.*[].name': 'text',
  'defDetail.payNotice.*[].step[]': 'text',
  isShowReyTop: 'kept',
};

export const repayHostileFields = {
  loanPlayDetail: { ...repayPage, repayAmount: 'kept', ...under('detail[]', rows) },
  catalysts: {
    ...repayPage,
    'delayInfo.delayAmount': 'kept',
    'delayInfo.title': 'text',
    'repayPlan[].remark': 'text',
    'repayPlan[].title': 'text',
    'repayPlan[].amount': 'kept',
    'repayPlan[].time': 'kept',
  },
  generateVcode: { payUrl: 'url' },
  repaymentWay: {
    alipay: 'kept',
    repayToken: 'kept',
    'bankCards[].id': 'kept',
    'bankCards[].bankName': 'text',
    'bankCards[].cardNo': 'text',
    'bankCards[].bankCode': 'kept',
  },
  repaymentCommit: { needValid: 'kept', repayRecordId: 'kept' },
  repaymentHuichao: { url: 'url' },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
