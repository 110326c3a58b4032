import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { checkAnswer } from './checkAnswer.ts';

const schema = v.object({
  amount: v.pipe(v.string(), v.transform(Number)),
  card: v.object({ bank: v.string() }),
  tags: v.array(v.string()),
});

describe('checkAnswer', () => {
  test('resolves to the output of the schema', async () => {
    const data = { amount: '12', card: { bank: 'BDO' }, tags: [], extra: 1 };
    expect(await checkAnswer(schema, data)).toEqual({
      ok: true,
      data: { amount: 12, card: { bank: 'BDO' }, tags: [] },
    });
  });

  test('words the problems as valibot summarize does, with the path of each', async () => {
    const data = { amount: 12, card: { bank: null }, tags: ['a', 3] };
    const { issues } = v.safeParse(schema, data);
    if (!issues) throw new Error('the data should be off the schema');
    const summary = v.summarize(issues);
    expect(summary).toContain('× Invalid type: Expected string but received 3\n  → at tags.1');
    expect(await checkAnswer(schema, data)).toEqual({ ok: false, problems: summary });
  });

  test('an issue of the whole answer has no path', async () => {
    expect(await checkAnswer(schema, 'oops')).toEqual({
      ok: false,
      problems: '× Invalid type: Expected Object but received "oops"',
    });
  });
});
