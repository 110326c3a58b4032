import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import {
  flag,
  id,
  ignored,
  list,
  minorUnits,
  moneyList,
  rows,
  target,
  text,
  when,
} from './fields.ts';

export const payChannelSchema = v.object({ name: text, logo: text, channel_number: id });

const payNoticeGroupSchema = v.object({ name: text, step: list(text) });

export const defDetailSchema = v.object({
  payCode: text,
  logo: text,
  title: text,
  /** Group title -> named lists of steps. */
  payNotice: v.nullish(v.record(v.string(), list(payNoticeGroupSchema)), () => ({})),
});

const emptyDefDetail = () => ({ payCode: '', logo: '', title: '', payNotice: {} });

const repayPageEntries = {
  productName: text,
  productLogo: text,
  repayDate: when,
  repayList: list(payChannelSchema),
  noticeMsg: text,
  defDetail: v.nullish(defDetailSchema, emptyDefDetail),
  isShowReyTop: flag,
};

export const installmentSchema = v.object({
  ...repayPageEntries,
  repayAmount: minorUnits,
  detail: rows,
});

export const rolloverSchema = v.object({
  ...repayPageEntries,
  delayInfo: v.object({ delayAmount: minorUnits, title: text }),
  repayPlan: moneyList(v.object({ remark: text, title: text, amount: minorUnits, time: when })),
});

const payCodeSchema = v.object({ payUrl: target });

export const bankCardSchema = v.object({ id, bankName: text, cardNo: text, bankCode: text });

export const repaymentWaySchema = v.object({
  alipay: flag,
  repayToken: text,
  bankCards: list(bankCardSchema),
});

/** The record is what an SMS step's code confirms: a commit that asks for none may leave it out. */
export const repaymentCommitSchema = v.object({ needValid: flag, repayRecordId: text });

const huichaoSchema = v.object({ url: target });

/** The answers of the repayment API's calls. */
export const repayAnswers = {
  loanPlayDetail: installmentSchema,
  catalysts: rolloverSchema,
  generateVcode: payCodeSchema,
  repaymentWay: repaymentWaySchema,
  repaymentCommit: repaymentCommitSchema,
  repaymentConfirm: ignored,
  repaymentHuichao: huichaoSchema,
} satisfies AnswerSchemaMap;

export type PayChannel = v.InferOutput<typeof payChannelSchema>;
export type DefDetail = v.InferOutput<typeof defDetailSchema>;
export type InstallmentDetail = v.InferOutput<typeof installmentSchema>;
export type RolloverDetail = v.InferOutput<typeof rolloverSchema>;
export type BankCard = v.InferOutput<typeof bankCardSchema>;
export type RepaymentWay = v.InferOutput<typeof repaymentWaySchema>;
export type RepaymentCommit = v.InferOutput<typeof repaymentCommitSchema>;
