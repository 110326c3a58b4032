/**
 * The `hostile` scenario's answers: every URL field holds a URL from the hostile corpus and
 * every text field a payload from it; ids, codes, enums, dates, amounts and flags stay as
 * sent, so the screens still work and every answer still passes its schema.
 */
import { type CallableKey, endpointKeys } from '../api/endpoints.ts';
import { hostilePayloads, hostileUrls } from '../link/hostileCorpus.ts';
import { answerFields } from './domains.ts';
import { type HostileValue, hostileValuesSent } from './journal.ts';
import { type AnswerFields, type AnswerKey, childPath } from './shared/hostileFields.ts';

export interface HostileAnswer {
  data: unknown;
  /** What was put where, in the order of the answer's fields. */
  values: HostileValue[];
}

/** How far apart two endpoints start in the corpus, so screens see different values. */
const STRIDE = 7;

function isAnswerKey(key: CallableKey): key is AnswerKey {
  return Object.hasOwn(answerFields, key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick(corpus: readonly string[], index: number): string {
  const value = corpus[index % corpus.length];
  if (value === undefined) throw new Error('the hostile corpus is empty');
  return value;
}

/**
 * The hostile version of an answer's data. Deterministic: each endpoint starts at its own place
 * in the corpus and each replaced field takes the next URL or payload, in the data's order.
 */
export function hostileAnswer(endpoint: CallableKey, data: unknown): HostileAnswer {
  const fields: AnswerFields = isAnswerKey(endpoint) ? answerFields[endpoint] : {};
  const start = endpointKeys.indexOf(endpoint) * STRIDE;
  const next = { url: start, text: start };
  const values: HostileValue[] = [];

  const replace = (path: string, kind: 'url' | 'text') => {
    const value = pick(kind === 'url' ? hostileUrls : hostilePayloads, next[kind]);
    next[kind] += 1;
    values.push({ endpoint, path, kind, value });
    return value;
  };

  const walk = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, childPath(path, '[]')));
    if (typeof value === 'string' || typeof value === 'number') {
      const kind = fields[path];
      return kind === 'url' || kind === 'text' ? replace(path, kind) : value;
    }
    if (!isPlainObject(value)) return value;
    const keyPath = childPath(path, '(key)');
    const keyKind = fields[keyPath];
    if (keyKind === undefined) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, walk(item, childPath(path, name))]),
      );
    }
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        keyKind === 'kept' ? name : replace(keyPath, keyKind),
        walk(item, childPath(path, '*')),
      ]),
    );
  };

  return { data: walk(data, ''), values };
}

function sent(kind: 'url' | 'text', endpoint?: CallableKey): string[] {
  const matching = hostileValuesSent.filter(
    (value) => value.kind === kind && (endpoint === undefined || value.endpoint === endpoint),
  );
  return [...new Set(matching.map(({ value }) => value))];
}

/**
 * The payloads the `hostile` scenario sent since the journal was cleared (for one endpoint, or
 * all), each once: a story asserts the ones its screen shows appear as text.
 */
export function sentHostilePayloads(endpoint?: CallableKey): string[] {
  return sent('text', endpoint);
}

/** The corpus URLs the `hostile` scenario sent since the journal was cleared, each once. */
export function sentHostileUrls(endpoint?: CallableKey): string[] {
  return sent('url', endpoint);
}
