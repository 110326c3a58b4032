import type { CardText } from './en.ts';

const zhCN: CardText = {
  'card.chooseCard': '请先选择付款银行卡！',
  'card.amount': '应还金额',
  'card.noAmount': '还款金额缺失或无效，请返回订单页重新发起还款。',
  'card.payWith': '付款方式',
  'card.addCard': '添加银行卡',
  'card.noCards.title': '暂无银行卡',
  'card.noCards.body': '添加一张银行卡，用它来还款。',
  'card.online': '在线支付',
  'card.online.hint': '将跳转到支付合作方的页面继续付款。',
  'card.pay': '立即还款',
  'card.paid': '付款已提交。订单页面可能需要一些时间才会显示这笔还款。',
  'card.payUnanswered': '无法确认还款结果。您的订单页面会显示还款是否成功。',
  'card.verify.title': '短信验证',
  'card.verify.sent': '我们已向您账户绑定的手机号发送了 6 位短信验证码。',
  'card.verify.resend': '重新发送',
  'card.verify.resendIn': '{seconds} 秒后重发',
  'card.verify.wait': '请勿重复发送验证码！{seconds} 秒后可重新获取。',
  'card.verify.wrongCode': '请输入正确的验证码',
  'card.verify.confirm': '确认还款',
};

export default zhCN;
