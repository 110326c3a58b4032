import * as v from 'valibot';
import type { AnswerSchemaMap } from '../endpoints.ts';
import { id, ignored, list, optNum, text } from './fields.ts';

export const bankFormItemSchema = v.object({
  code: id,
  /** text, city-select, day or enum. */
  cate: text,
  title: text,
  subtitle: text,
  value: text,
  /** The options of an enum item; `type` is the code sent back. */
  note: list(v.object({ name: text, type: id })),
  inputType: text,
  /** 0 = every card type, otherwise the card type the item belongs to. */
  cardTypeMi: optNum,
  channelNumber: text,
});

/** No form at all (`data` null) reads as a form with nothing to fill in. */
export const cardInitSchema = v.nullish(v.object({ items: list(bankFormItemSchema) }), () => ({
  items: [],
}));

/** The answers of the bank account API's calls. */
export const bankAnswers = {
  cardInit: cardInitSchema,
  bindCardNew: ignored,
  bindCardLoan: ignored,
} satisfies AnswerSchemaMap;

export type BankFormItem = v.InferOutput<typeof bankFormItemSchema>;
export type BankForm = v.InferOutput<typeof cardInitSchema>;
