import type { AnswerFields, AnswerKey } from '../shared/hostileFields.ts';

export const promoHostileFields = {
  channelTemplate: {
    id: 'kept',
    title: 'text',
    logo: 'url',
    appName: 'text',
    downloadUrl: 'url',
  },
  getSid: { sid: 'kept' },
} satisfies Partial<Record<AnswerKey, AnswerFields>>;
