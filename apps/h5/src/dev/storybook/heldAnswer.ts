import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { type EndpointKey, endpoints } from '../../api/endpoints.ts';
import { config } from '../../config/env.ts';
import { successBody } from '../../mocks/envelopes.ts';

/**
 * `key`'s next answer, a success with `data`, held until the story calls `release()`: the
 * screen's state while a call is on its way. `beforeEach` goes after `withMockBackend`.
 */
export function heldAnswer(key: EndpointKey, data: unknown = null) {
  let release = () => {};
  const beforeEach = (context: StoryContext) => {
    const { msw } = context as StoryContext & { msw: MswApi };
    const { method, path } = endpoints[key];
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    const route = method === 'GET' ? http.get : http.post;
    msw.use(
      route(
        `${config.apiBase}${path}`,
        async () => {
          await answer;
          return HttpResponse.json(successBody(key, data));
        },
        { once: true },
      ),
    );
  };
  return { beforeEach, release: () => release() };
}
