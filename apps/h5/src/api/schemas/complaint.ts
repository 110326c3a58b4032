import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import {
  flag,
  id,
  ignored,
  imageList,
  list,
  optNum,
  target,
  text,
  titledValues,
  when,
} from './fields.ts';

export const problemDetailSchema = v.object({
  type: text,
  sonType: text,
  problemId: id,
  content: text,
  images: imageList,
  disposeDetail: text,
  disposeImages: imageList,
  isNeedScore: optNum,
});

export const orderSummarySchema = v.object({
  orderNo: text,
  productLogo: text,
  productName: text,
  status: text,
  /** 1 = the collection complaint type may be chosen for this order. */
  isShow: flag,
  list: titledValues,
});

export const problemInitSchema = v.object({
  problemType: titledValues,
  problemSonType: titledValues,
  orderDetail: v.nullish(orderSummarySchema, null),
  orderList: list(orderSummarySchema),
});

const uploadSchema = v.object({ url: target });

const complaintListItemSchema = v.object({ id, time: when, type: text, content: text });

/** No complaints at all may come as `data` null. */
export const problemListSchema = v.nullish(
  v.object({ tabs: list(v.object({ name: text, list: list(complaintListItemSchema) })) }),
  () => ({ tabs: [] }),
);

/** The answers of the complaint API's calls. */
export const complaintAnswers = {
  problemInit: problemInitSchema,
  problemDetail: problemDetailSchema,
  saveScore: ignored,
  uploadProblemImg: uploadSchema,
  problemSave: ignored,
  problemList: problemListSchema,
} satisfies AnswerSchemaMap;

export type ProblemDetail = v.InferOutput<typeof problemDetailSchema>;
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>;
export type ProblemInit = v.InferOutput<typeof problemInitSchema>;
export type ComplaintListItem = v.InferOutput<typeof complaintListItemSchema>;
export type ProblemList = v.InferOutput<typeof problemListSchema>;
