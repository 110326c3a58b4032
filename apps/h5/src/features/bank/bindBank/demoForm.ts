import * as v from 'valibot';
import { cardInitSchema } from '../../../api/schemas/bank.ts';
import { bankFormItems } from '../../../mocks/bank/fixtures.ts';
import { type BankField, cardTypesOf, toBankField, visibleFields } from './bankFields.ts';
import { type FormValues, initialValues, selectedChannel } from './formValues.ts';

/** The mock backend's form, as the screen reads it: for the view's stories. */
export const demoFields: readonly BankField[] = v
  .parse(cardInitSchema, { items: bankFormItems() })
  .items.map(toBankField);

export const demoValues = initialValues(demoFields);

/** The view's ready state for `cardType` and `values`, as the page computes it. */
export function readyState(cardType: number, values: FormValues = demoValues) {
  return {
    status: 'ready' as const,
    data: {
      cardTypes: cardTypesOf(demoFields),
      fields: visibleFields(demoFields, cardType, selectedChannel(demoFields, values)),
      empty: false,
    },
  };
}
