import type { LoanText } from './en.ts';

const zhCN: LoanText = {
  'loan.loanNow': '立即借款',
  'loan.termDays': '{days} 天',
  'loan.details': '借款详情',
  'loan.repayPlan': '还款计划',
  'loan.firstPayTime': '首次还款日',
  'loan.repayDate': '还款日',
  'loan.agreement.title': '借款协议',
  'loan.agree': '同意',
  'loan.agreeFirst': '请先阅读并同意协议。',
  'loan.pushUnanswered': '无法确认借款结果。您的订单页面会显示借款是否成功。',
  'loan.cancel': '取消',
  'loan.pointOut.title': '温馨提示',
  'loan.promo.message': '您的借款方案已准备好。借款前请先查看下方的费用。',
};

export default zhCN;
