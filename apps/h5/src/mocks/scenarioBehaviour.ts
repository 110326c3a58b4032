import { HttpResponse } from 'msw';
import { answerSchemas } from '../api/schemas/answers.ts';
import { ignored } from '../api/schemas/fields.ts';
import { domainBehaviours, emptyEveryList } from './domains.ts';
import { failureBody, successBody } from './envelopes.ts';
import { hostileAnswer } from './hostile.ts';
import { hostileValuesSent } from './journal.ts';
import { orderStatusBehaviour } from './order/behaviours.ts';
import {
  type GeneralScenario,
  isOrderScenario,
  type OrderScenario,
  type ScenarioName,
} from './scenarios.ts';
import type { ScenarioBehaviour } from './shared/behaviour.ts';

const SLOW_MS = 3000;

/** The scenarios of no one domain. */
const generalBehaviours: Record<GeneralScenario, ScenarioBehaviour> = {
  default: {},
  'empty-lists': { seed: emptyEveryList },
  'server-error': {
    answer: () =>
      HttpResponse.json(failureBody(10001, 'The system is busy. Please try again later.')),
  },
  'http-error': {
    answer: () =>
      new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  'network-error': { answer: () => HttpResponse.error() },
  slow: { delayMs: SLOW_MS },
  'malformed-envelope': { answer: () => HttpResponse.json({ status: 'ok', result: {} }) },
  'malformed-data': {
    answer: (key) =>
      answerSchemas[key] === ignored
        ? undefined
        : HttpResponse.json(successBody(key, 'Service temporarily unavailable')),
  },
  'malformed-json': {
    answer: () =>
      new HttpResponse('<html><body>Scheduled maintenance</body></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  hostile: {
    rewrite: (key, data) => {
      const answer = hostileAnswer(key, data);
      hostileValuesSent.push(...answer.values);
      return answer.data;
    },
  },
};

const namedBehaviours: Record<Exclude<ScenarioName, OrderScenario>, ScenarioBehaviour> = {
  ...generalBehaviours,
  ...domainBehaviours,
};

export function scenarioBehaviour(name: ScenarioName): ScenarioBehaviour {
  return isOrderScenario(name) ? orderStatusBehaviour(name) : namedBehaviours[name];
}
