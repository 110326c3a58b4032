import type { OrderText } from './en.ts';

const zhCN: OrderText = {
  'order.action.repayNow': '还款',
  'order.action.rollover': '展期还款',
  'order.action.rolloverHint': '资金紧张？',
  'order.action.repayment': '还款',
  'order.action.borrowAgain': '再借一笔',
  'order.products.title': '推荐产品',
  'order.products.more': '点击查看更多产品',
  'order.kindTips.title': '温馨提示',
  'order.kindTips.ok': '知道了',
  'order.reWithdraw.title': '重新提现',
  'order.reWithdraw.cancel': '取消',
  'order.reWithdraw.confirm': '立即提现',
  'order.rating.title': '为我们的服务评分',
  'order.rating.body': '您对本次借款体验满意吗？点击星星评分。',
  'order.rating.cancel': '取消',
  'order.rating.send': '提交',
  'order.rating.choose': '请先点击星星评分。',
  'order.ratingResult.title': '感谢您的反馈',
  'order.ratingResult.body': '我们会继续努力改进服务。',
  'order.ratingResult.ok': '好的',
  'order.bindCard.title': '绑定银行卡',
  'order.bindCard.go': '去绑卡',
  'order.union.failed': '失败',
};

export default zhCN;
