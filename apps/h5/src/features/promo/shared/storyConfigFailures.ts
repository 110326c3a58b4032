import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { answerInStory, refuseWith } from '../../../dev/storybook/answers.ts';
import { withMockBackend } from '../../../dev/storybook/mockBackend.ts';

/** The server's message when it refuses the template's config. */
export const CONFIG_REFUSAL = 'Template not found';

/** A landing story's `beforeEach`: the template's config refused (code 5001). */
export const configRefused = [
  withMockBackend('default'),
  refuseWith('channelTemplate', 5001, CONFIG_REFUSAL),
];

/** A landing story's `beforeEach`: the template's config cut off by the network, once. */
export const configLostOnce = [
  withMockBackend('default'),
  (context: StoryContext) =>
    answerInStory(context, 'channelTemplate', () => HttpResponse.error(), { once: true }),
];
