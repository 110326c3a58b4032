import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { type EndpointKey, endpoints } from '../../api/endpoints.ts';
import { config } from '../../config/env.ts';
import { failureBody, successBody } from '../../mocks/envelopes.ts';
import { fromEarlierStory } from '../../mocks/journal.ts';

/**
 * Answers `key` with `resolver` in the story's mock service worker, before the mock backend.
 * A request the story before sent, reaching the worker late on a busy machine, passes on to the
 * mock backend, which drops it: it must not take this story's answer. msw's own `once` cannot
 * tell, as it spends the handler before the resolver runs.
 */
export function answerInStory(
  context: StoryContext,
  key: EndpointKey,
  resolver: () => Response | Promise<Response>,
  { once = false } = {},
): void {
  const { msw } = context as StoryContext & { msw: MswApi };
  const { method, path } = endpoints[key];
  const route = method === 'GET' ? http.get : http.post;
  let answered = false;
  msw.use(
    route(`${config.apiBase}${path}`, ({ request }) => {
      if (fromEarlierStory(request) || (once && answered)) return undefined;
      answered = true;
      return resolver();
    }),
  );
}

/**
 * A story's `beforeEach`, after `withMockBackend`: `key` answers `data` in a success envelope
 * instead of the mock backend, every time or (`once`) only the first time; these answers skip
 * the mock's journal, later ones reach it.
 */
export function answerWith(key: EndpointKey, data: unknown, { once = false } = {}) {
  return (context: StoryContext) =>
    answerInStory(context, key, () => HttpResponse.json(successBody(key, data)), { once });
}

/**
 * A story's `beforeEach`, after `withMockBackend`: `key` is refused with `code` and `message`
 * every time, instead of by the mock backend (so off its journal).
 */
export function refuseWith(key: EndpointKey, code: number, message: string) {
  return (context: StoryContext) =>
    answerInStory(context, key, () => HttpResponse.json(failureBody(code, message)));
}
