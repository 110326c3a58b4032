import type { PaymentText } from './en.ts';

const zhCN: PaymentText = {
  'payment.method': '支付方式',
  'payment.hint': '请选择您的还款方式进行支付',
  'payment.pay': '支付',
  'payment.pickerTitle': '选择支付方式',
  'payment.noChannels': '目前没有可用的支付方式。请稍后再试或联系客服。',
  'payment.noChannels.payCode': '目前没有可用的在线支付方式。您仍可使用上方的还款码支付。',
  'payment.more': '更多',
  'payment.hide': '收起',
  'payment.repayDate': '还款日期',
  'payment.amountDue': '应还金额',
  'payment.details': '还款明细',
  'payment.help.title': '如何还款',
  'payment.help.body': '电子钱包和缴费网点的分步说明',
  'payment.payCode.heading': '您的还款码',
  'payment.payCode.open': '复制并支付',
  'payment.payCode.copied': '复制成功',
  'payment.payCode.offline': '还款码无法打开，请检查网络后重试。',
  'payment.payCode.saveFailed':
    '您的浏览器无法为下一页保存还款码。请关闭无痕浏览或释放存储空间后重试。',
  'payment.scan.open': '出示条形码',
  'payment.scan.title': '出示条形码',
  'payment.scan.hint': '请向收银员出示此条形码，并支付准确金额 {amount}。请调高屏幕亮度。',
  'payment.scan.label': '还款码 {code} 的条形码',
  'payment.scan.close': '关闭',
  'payment.delay.heading': '展期',
  'payment.delay.nextDate': '支付此费用后的新到期日',
  'payment.delay.plan': '还款计划',
  'payment.delay.due': '{date} 到期',
};

export default zhCN;
