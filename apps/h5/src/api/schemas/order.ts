import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import { flag, id, ignored, list, num, rows, text, urlSchema } from './fields.ts';

/** An `orderStatus` that is missing or no number: no status the spec names, so no buttons. */
export const UNREADABLE_STATUS = -1;

/** Contract section 5 fixes these names for the obfuscated recommended-product fields. */
export const recommendedProductSchema = v.object({
  id,
  logo: text,
  name: text,
  buttonText: text,
  /** 1 = enabled; the button is grey otherwise. */
  enable: flag,
  range: text,
  rangeDesc: text,
  rate: text,
  desc: text,
});

export const orderDetailSchema = v.object({
  /** Spec section 2: a value it does not list shows as 200; so does one that is no number. */
  orderStatus: v.fallback(num, UNREADABLE_STATUS),
  noticeStatusText: text,
  noticeDesText: text,
  recProducts: list(recommendedProductSchema),
  productName: text,
  productLogo: text,
  userOrderDetail: v.nullish(v.object({ detail: rows }), () => ({ detail: [] })),
  inside: flag,
  h5Url: text,
  isDelay: flag,
  telephone: text,
  isScore: flag,
  playeduL: text,
  reyMsg: text,
  KindTipsMsg: text,
  cardNeedPop: flag,
  cardPopTitle: text,
  cardPopMsg: text,
});

export const unionErrorInfoSchema = v.object({
  noticeMessage: text,
  errMessage: text,
  family: list(recommendedProductSchema),
});

/** The answers of the order API's calls. */
export const orderAnswers = {
  loanDetails: orderDetailSchema,
  googleScore: ignored,
  saveEvent: ignored,
  unionErrorInfo: unionErrorInfoSchema,
  because: ignored,
  define: urlSchema,
} satisfies AnswerSchemaMap;

export type RecommendedProduct = v.InferOutput<typeof recommendedProductSchema>;
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;
export type UnionErrorInfo = v.InferOutput<typeof unionErrorInfoSchema>;
