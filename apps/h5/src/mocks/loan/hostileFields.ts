import { type AnswerFields, type AnswerKey, under } from '../shared/hostileFields.ts';

const confirm: AnswerFields = {
  amount: 'kept',
  periods: 'kept',
  termUnit: 'kept',
  'details[].text': 'text',
  'details[].value': 'text',
  'repay_plans[].title': 'text',
  'repay_plans[].description': 'text',
  'repay_plans[].amount': 'kept',
  'repay_plans[].pay_time': 'kept',
  firstPayTime: 'kept',
  firstPeriodDay: 'kept',
  netProceeds: 'kept',
  pRateDsc: 'text',
  sendSms: 'kept',
  isPopType: 'kept',
  popContent: 'text',
  popTitle: 'text',
  popAgreementUrl: 'url',
  comProductLogo: 'url',
  comProductName: 'text',
};

const agreement: AnswerFields = { title: 'text', position: 'kept' };

/** Agreements come as the list itself or as `{ data: [...] }`. */
const agreements: AnswerFields = { ...under('[]', agreement), ...under('data[]', agreement) };

export const loanHostileFields = {
  loanDetailConfirm: confirm,
  contract: agreements,
  contractJump: { contract_url: 'url' },
  loanDetailPush: { lendDetailsUrl: 'url' },
  satire: { ...confirm, repayDate: 'kept', NewButtonMsg: 'text' },
  cultures: agreements,
  misunderstood: { url: 'url' },
  depush: { url: 'url' },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
