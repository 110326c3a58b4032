import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { type CallableKey, endpoints } from '../api/endpoints.ts';
import { answerSchemas } from '../api/schemas/answers.ts';
import { hostilePayloads, hostileUrls } from '../link/hostileCorpus.ts';
import { answerFields, createBackend, createStore } from './domains.ts';
import { hostileAnswer, sentHostilePayloads, sentHostileUrls } from './hostile.ts';
import { clearJournal, hostileValuesSent, type ReceivedRequest } from './journal.ts';
import { type AnswerKey, childPath } from './shared/hostileFields.ts';

const answerKeys = Object.keys(answerFields) as AnswerKey[];

/** What each call sends, where the answer depends on it. */
const inputs: Partial<Record<AnswerKey, Record<string, string>[]>> = {
  problemDetail: [{ problemId: '9001' }, { problemId: '9002' }],
  channelTemplate: [{ templateId: '77' }],
  generateVcode: [{ amount: '545500' }],
  repaymentCommit: [{ orderId: '5001', amount: '545500', sendMsg: '1' }],
  repaymentHuichao: [{ orderId: '5001', amount: '545500' }],
  define: [{ productId: '12' }],
};

function request(key: AnswerKey): Request {
  if (endpoints[key].client !== 'multipart') return new Request('http://api.test/');
  const form = new FormData();
  form.append('problemImage', new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
  return new Request('http://api.test/', { method: 'POST', body: form });
}

interface Sample {
  key: AnswerKey;
  data: unknown;
}

/** The default store's answers to every endpoint whose answer the app reads. */
async function fixtureAnswers(): Promise<Sample[]> {
  const backend = createBackend(createStore({ now: () => 0 }));
  const samples: Sample[] = [];
  for (const key of answerKeys) {
    for (const body of inputs[key] ?? [{}]) {
      const received: ReceivedRequest = {
        method: 'POST',
        path: '',
        query: {},
        headers: {},
        bodyKind: 'json',
        body,
      };
      const answer = await backend[key]({ received, request: request(key) });
      if (!answer.ok) throw new Error(`${key} failed: ${answer.message}`);
      samples.push({ key, data: answer.data });
    }
  }
  return samples;
}

interface Leaf {
  path: string;
  value: string | number;
}

/** Every string and number in the data, in order; a map's keys and values as `(key)` and `*`. */
function fieldLeaves(key: AnswerKey, value: unknown, path = '', out: Leaf[] = []): Leaf[] {
  const isMap = childPath(path, '(key)') in answerFields[key];
  if (isMap && typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      out.push({ path: childPath(path, '(key)'), value: name });
      fieldLeaves(key, item, childPath(path, '*'), out);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) fieldLeaves(key, item, childPath(path, '[]'), out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      fieldLeaves(key, item, childPath(path, name), out);
    }
  } else if (typeof value === 'string' || typeof value === 'number') {
    out.push({ path, value });
  }
  return out;
}

function schemaPart(schema: object, name: string): unknown {
  return Reflect.get(schema, name);
}

/** Every path where the schema accepts text (numbers sent as text included). */
function schemaTextPaths(schema: unknown, path = '', out = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return out;
  const parts = (name: string) => schemaPart(schema, name);
  const entries = parts('entries');
  const options = parts('options');
  switch (parts('type')) {
    case 'string':
      out.add(path);
      break;
    case 'nullish':
    case 'optional':
    case 'nullable':
      schemaTextPaths(parts('wrapped'), path, out);
      break;
    case 'union':
      if (Array.isArray(options)) for (const option of options) schemaTextPaths(option, path, out);
      break;
    case 'array':
      schemaTextPaths(parts('item'), childPath(path, '[]'), out);
      break;
    case 'record':
      schemaTextPaths(parts('key'), childPath(path, '(key)'), out);
      schemaTextPaths(parts('value'), childPath(path, '*'), out);
      break;
    case 'object':
    case 'loose_object':
      if (typeof entries === 'object' && entries !== null) {
        for (const [name, entry] of Object.entries(entries)) {
          schemaTextPaths(entry, childPath(path, name), out);
        }
      }
      break;
  }
  return out;
}

const samples = await fixtureAnswers();
const hostile = samples.map(({ key, data }) => ({
  key,
  original: data,
  ...hostileAnswer(key, data),
}));

describe('the hostile field lists', () => {
  test('name every field an answer may hold as text, in its schema or in the fixtures', () => {
    const unnamed = samples.flatMap(({ key, data }) => {
      const paths = new Set([
        ...schemaTextPaths(answerSchemas[key]),
        ...fieldLeaves(key, data).map(({ path }) => path),
      ]);
      return [...paths].filter((path) => !(path in answerFields[key])).map((p) => `${key} ${p}`);
    });
    expect(unnamed).toEqual([]);
  });

  test('name no field that neither the schema nor the fixtures have', () => {
    const paths = new Map<AnswerKey, Set<string>>();
    for (const { key, data } of samples) {
      const known = paths.get(key) ?? schemaTextPaths(answerSchemas[key]);
      for (const { path } of fieldLeaves(key, data)) known.add(path);
      paths.set(key, known);
    }
    const unknown = answerKeys.flatMap((key) =>
      Object.keys(answerFields[key])
        .filter((path) => !paths.get(key)?.has(path))
        .map((path) => `${key} ${path}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('hostileAnswer', () => {
  test.each(hostile.map(({ key, data }) => [key, data] as const))(
    '%s: still passes the schema',
    (key, data) => {
      const result = v.safeParse(answerSchemas[key], data);
      expect(result.issues?.map((issue) => v.getDotPath(issue))).toBeUndefined();
    },
  );

  test('URL fields hold corpus URLs, text fields corpus payloads, the rest stays', () => {
    for (const { key, original, data, values } of hostile) {
      const before = fieldLeaves(key, original);
      const after = fieldLeaves(key, data);
      expect(after.map(({ path }) => path)).toEqual(before.map(({ path }) => path));
      after.forEach(({ path, value }, index) => {
        const kind = answerFields[key][path];
        const where = `${key} ${path}`;
        if (kind === 'url') expect(hostileUrls, where).toContain(value);
        else if (kind === 'text') expect(hostilePayloads, where).toContain(value);
        else expect(value, where).toBe(before[index]?.value);
      });
      expect(values.map(({ path, value }) => ({ path, value }))).toEqual(
        after.filter(({ path }) => answerFields[key][path] !== 'kept'),
      );
    }
  });

  test('is the same for the same answer', () => {
    for (const { key, data } of samples) {
      expect(hostileAnswer(key, data)).toEqual(hostileAnswer(key, data));
    }
  });

  test('sends every payload, and fills every kind of URL field', () => {
    const sent = (kind: 'url' | 'text') =>
      hostile.flatMap(({ values }) => values.filter((value) => value.kind === kind));
    const payloads = new Set(sent('text').map(({ value }) => value));
    expect(hostilePayloads.filter((payload) => !payloads.has(payload))).toEqual([]);

    const fieldName = (path: string) =>
      path
        .split(/[.[\]]+/)
        .filter(Boolean)
        .at(-1);
    const urlFieldNames = answerKeys.flatMap((key) =>
      Object.entries(answerFields[key])
        .filter(([, kind]) => kind === 'url')
        .map(([path]) => fieldName(path)),
    );
    expect(new Set(sent('url').map(({ path }) => fieldName(path)))).toEqual(new Set(urlFieldNames));
  });

  test('leaves the answers of calls whose data nothing reads alone', () => {
    const ignoredKeys: CallableKey[] = ['googleScore', 'bindCardNew', 'getSms'];
    for (const key of ignoredKeys) {
      expect(hostileAnswer(key, null)).toEqual({ data: null, values: [] });
    }
  });
});

describe('sentHostilePayloads and sentHostileUrls', () => {
  test('list what the scenario sent since the journal was cleared, each once', () => {
    clearJournal();
    const first = hostile.find(({ key }) => key === 'loanDetails');
    if (!first) throw new Error('no order answer');
    hostileValuesSent.push(...first.values, ...first.values);
    const texts = first.values.filter(({ kind }) => kind === 'text').map(({ value }) => value);
    expect(sentHostilePayloads()).toEqual([...new Set(texts)]);
    expect(sentHostilePayloads('loanDetails')).toEqual([...new Set(texts)]);
    expect(sentHostilePayloads('unionErrorInfo')).toEqual([]);
    expect(sentHostileUrls('loanDetails')).toEqual([
      ...new Set(first.values.filter(({ kind }) => kind === 'url').map(({ value }) => value)),
    ]);
    clearJournal();
    expect(sentHostilePayloads()).toEqual([]);
  });
});
