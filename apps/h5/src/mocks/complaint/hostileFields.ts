import { type AnswerFields, type AnswerKey, under } from '../shared/hostileFields.ts';

/** A complaint type or sub-type: the title is shown, the value is sent back. */
const choice: AnswerFields = { title: 'text', value: 'kept' };

const orderSummary: AnswerFields = {
  orderNo: 'kept',
  productLogo: 'url',
  productName: 'text',
  status: 'text',
  isShow: 'kept',
  'list[].title': 'text',
  'list[].value': 'text',
};

export const complaintHostileFields = {
  problemInit: {
    ...under('problemType[]', choice),
    ...under('problemSonType[]', choice),
    ...under('orderDetail', orderSummary),
    ...under('orderList[]', orderSummary),
  },
  problemDetail: {
    type: 'text',
    sonType: 'text',
    problemId: 'kept',
    content: 'text',
    // A list of image URLs, or one comma-joined text.
    images: 'url',
    'images[]': 'url',
    disposeDetail: 'text',
    disposeImages: 'url',
    'disposeImages[]': 'url',
    isNeedScore: 'kept',
  },
  uploadProblemImg: { url: 'url' },
  problemList: {
    'tabs[].name': 'text',
    'tabs[].list[].id': 'kept',
    'tabs[].list[].time': 'kept',
    'tabs[].list[].type': 'text',
    'tabs[].list[].content': 'text',
  },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
