import type { CodeText } from './en.ts';

const zhCN: CodeText = {
  'code.copied': '复制成功',
  'code.copyFailed': '无法复制还款码，请手动记下。',
  'code.codeTitle': '还款码',
  'code.proofNote': '请保留存款单或收据作为付款凭证。',
  'code.total': '应还金额',
  'code.amountUnavailable': '暂无法显示金额',
  'code.amountUnavailableHint': '付款前请在订单页面核对应还金额。',
  'code.instructions': '如何付款',
  'code.toOrder': '前往我的订单',
  'code.missing.title': '没有可显示的还款码',
  'code.missing.body': '请打开订单的还款页面获取还款码。',
  'code.broken.title': '无法读取付款信息',
  'code.broken.body': '请重新打开订单的还款页面，获取新的还款码。',
  'code.yourCode': '您的还款码',
  'code.picture': '一张带有还款码的付款单，可在付款网点和电子钱包应用中使用',
  'code.useCode': '在付款网点出示此还款码，或在电子钱包应用中输入，并支付准确金额。',
  'code.noCode.title': '没有还款码',
  'code.noCode.body': '打开此页面时没有附带还款码。请从订单重新发起付款。',
  'code.scanTitle': '扫码付款',
  'code.qrAlt': '支付 {amount} 的二维码',
  'code.qrAltNoAmount': '付款二维码',
  'code.tips.title': '如何用二维码付款',
  'code.tip.app': '打开任何支持 QR Ph 的银行或电子钱包应用。',
  'code.tip.scan': '点击“Scan QR”（扫描二维码），将摄像头对准此二维码。',
  'code.tip.check': '核对金额和商户名称是否正确。',
  'code.tip.confirm': '使用密码（PIN）或生物识别确认付款。',
  'code.tip.expiry':
    '此二维码只能使用一次，且会过期（默认 30 分钟）。如已过期，请重新发起付款以获取新码。',
};

export default zhCN;
