import type { AnswerFields, AnswerKey } from '../shared/hostileFields.ts';

export const bankHostileFields = {
  cardInit: {
    'items[].code': 'kept',
    'items[].cate': 'kept',
    'items[].title': 'text',
    'items[].subtitle': 'text',
    // A text item's starting value, or an enum item's chosen option code.
    'items[].value': 'kept',
    'items[].note[].name': 'text',
    'items[].note[].type': 'kept',
    'items[].inputType': 'kept',
    'items[].cardTypeMi': 'kept',
    'items[].channelNumber': 'kept',
  },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
