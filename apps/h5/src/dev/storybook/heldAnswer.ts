import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import type { EndpointKey } from '../../api/endpoints.ts';
import { successBody } from '../../mocks/envelopes.ts';
import { answerInStory } from './answers.ts';

/**
 * `key`'s next answer, a success with `data`, held until the story calls `release()`: the
 * screen's state while a call is on its way. `beforeEach` goes after `withMockBackend`.
 */
export function heldAnswer(key: EndpointKey, data: unknown = null) {
  let release = () => {};
  let handedOut = () => {};
  let answered = Promise.resolve();
  const beforeEach = (context: StoryContext) => {
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    answered = new Promise<void>((resolve) => {
      handedOut = resolve;
    });
    answerInStory(
      context,
      key,
      async () => {
        await answer;
        handedOut();
        return HttpResponse.json(successBody(key, data));
      },
      { once: true },
    );
  };
  return {
    beforeEach,
    release: () => release(),
    /** Settles once the answer has left the mock: the screen then has it, or is about to. */
    answered: () => answered,
  };
}
