import type { BankText } from './en.ts';

const zhCN: BankText = {
  'bank.cardTypes': '账户类型',
  'bank.cardType.1': '电子钱包',
  'bank.cardType.2': '银行账户',
  'bank.cardType.other': '账户类型 {type}',
  'bank.details': '账户信息',
  'bank.choose': '请选择',
  'bank.required': '请填写此项',
  'bank.requiredChoice': '请选择一项',
  'bank.missing': '请填写：{fields}',
  /** Between the names of the fields left empty. */
  'bank.missing.between': '、',
  'bank.empty.title': '暂无需要填写的内容',
  'bank.empty.body': '账户表单暂时不可用，请稍后再试。',
  'bank.confirm': '确定',
  'bank.cancel': '取消',
  'bank.next': '下一步',
};

export default zhCN;
