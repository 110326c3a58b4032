import { type AnswerFields, type AnswerKey, under } from '../shared/hostileFields.ts';

const product: AnswerFields = {
  id: 'kept',
  logo: 'url',
  name: 'text',
  buttonText: 'text',
  enable: 'kept',
  range: 'text',
  rangeDesc: 'text',
  rate: 'text',
  desc: 'text',
};

export const orderHostileFields = {
  loanDetails: {
    orderStatus: 'kept',
    noticeStatusText: 'text',
    noticeDesText: 'text',
    ...under('recProducts[]', product),
    productName: 'text',
    productLogo: 'url',
    'userOrderDetail.detail[].text': 'text',
    'userOrderDetail.detail[].value': 'text',
    inside: 'kept',
    h5Url: 'url',
    isDelay: 'kept',
    telephone: 'text',
    isScore: 'kept',
    playeduL: 'url',
    reyMsg: 'text',
    KindTipsMsg: 'text',
    cardNeedPop: 'kept',
    cardPopTitle: 'text',
    cardPopMsg: 'text',
  },
  unionErrorInfo: {
    noticeMessage: 'text',
    errMessage: 'text',
    ...under('family[]', product),
  },
  define: { url: 'url' },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
