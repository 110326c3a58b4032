import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { type CallableKey, type EndpointKey, endpointKeys, endpoints } from '../api/endpoints.ts';
import { config } from '../config/env.ts';
import { checkContract, readRequest } from './contract.ts';
import { createBackend, createStore, type MockStore } from './domains.ts';
import { failureBody, successBody } from './envelopes.ts';
import { contractViolations, journalRequest, type ReceivedRequest } from './journal.ts';
import { scenarioBehaviour } from './scenarioBehaviour.ts';
import type { ScenarioName } from './scenarios.ts';
import type { Backend, RawAnswer } from './shared/answers.ts';
import { uploadedImage } from './shared/images.ts';

export interface HandlerOptions {
  /** Defaults to `config.apiBase`. */
  baseURL?: string;
  /** Defaults to a fresh store. */
  store?: MockStore;
  /** How long each answer takes when the scenario says nothing: msw's realistic 100-400 ms by default. */
  delayMs?: number;
}

function reportViolation(request: ReceivedRequest, problems: string[], status: number) {
  contractViolations.push({ request, problems });
  const message = `Contract violation: ${request.method} ${request.path}: ${problems.join('; ')}`;
  console.error(`[mock backend] ${message}`);
  return HttpResponse.json(failureBody('CONTRACT_VIOLATION', message), { status });
}

/** For a page that is gone (its story ended while its request was on its way): nobody reads it. */
const answerGone = () => new HttpResponse(null, { status: 503 });

function rawResponse({ body, contentType }: RawAnswer) {
  return new HttpResponse(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  });
}

function isCallable(key: EndpointKey): key is CallableKey {
  return endpoints[key].client !== 'raw';
}

/**
 * A handler for every endpoint in the table, answering from one store under a scenario,
 * after checking each request against the contract; unknown paths under the base are 404s.
 * Storybook: `parameters: { msw: { handlers: handlersFor('order-180-delay') } }`.
 */
export function handlersFor(
  scenario: ScenarioName = 'default',
  { baseURL = config.apiBase, store = createStore(), delayMs }: HandlerOptions = {},
): HttpHandler[] {
  const base = baseURL.replace(/\/+$/, '');
  const basePath = new URL(base, 'http://base.invalid').pathname;
  const behaviour = scenarioBehaviour(scenario);
  behaviour.seed?.(store);
  const backend: Backend = createBackend(store);

  async function answer(key: CallableKey, received: ReceivedRequest, request: Request) {
    const override = behaviour.answer?.(key);
    if (override) return override;
    const result = await backend[key]({ received, request });
    if (!result.ok) return HttpResponse.json(failureBody(result.code, result.message));
    const data = behaviour.rewrite ? behaviour.rewrite(key, result.data) : result.data;
    return HttpResponse.json(successBody(key, data));
  }

  function handle(key: EndpointKey) {
    return async ({ request }: { request: Request }) => {
      const received = await journalRequest(request, () => readRequest(request, basePath, key));
      if (!received) return answerGone();
      const problems = checkContract(key, received);
      if (problems.length > 0) return reportViolation(received, problems, 400);
      await delay(behaviour.delayMs ?? delayMs);
      return isCallable(key) ? answer(key, received, request) : rawResponse(backend[key]());
    };
  }

  const routes = endpointKeys.map((key) => {
    const { method, path } = endpoints[key];
    return (method === 'GET' ? http.get : http.post)(`${base}${path}`, handle(key));
  });

  const unknown = http.all(`${base}/*`, async ({ request }) => {
    const received = await journalRequest(request, () => readRequest(request, basePath));
    if (!received) return answerGone();
    const known = endpointKeys.find((key) => endpoints[key].path === received.path);
    if (known) {
      return reportViolation(received, [`the method should be ${endpoints[known].method}`], 400);
    }
    return reportViolation(received, ['no endpoint has this path'], 404);
  });

  const uploads = http.get(uploadedImage(':id'), ({ params }) => {
    const image = store.uploads.get(String(params.id));
    return image
      ? new HttpResponse(image, { headers: { 'Content-Type': image.type } })
      : new HttpResponse(null, { status: 404 });
  });

  return [...routes, uploads, unknown];
}
