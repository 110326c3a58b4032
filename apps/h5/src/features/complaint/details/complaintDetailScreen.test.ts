import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { problemDetailSchema } from '../../../api/schemas/complaint.ts';
import { complaintDetailScreen, namesNoProblem, problemIdFrom } from './complaintDetailScreen.ts';

const SAFE = '/mock-images/receipt.png';
const EVIL = 'javascript:alert(1)';
/** The guard's image rule in miniature: app paths pass, anything else is refused. */
const image = (raw: unknown) => (typeof raw === 'string' && raw.startsWith('/') ? raw : undefined);

const detail = (values: Record<string, unknown> = {}) =>
  v.parse(problemDetailSchema, {
    type: 'Collection',
    sonType: 'Calls at night',
    problemId: '9002',
    content: 'An agent called me at 11 pm.',
    images: [SAFE],
    disposeDetail: 'The agent has been warned.',
    disposeImages: [SAFE],
    isNeedScore: 1,
    ...values,
  });

describe('complaintDetailScreen', () => {
  test('type, sub-type, content, pictures and the process result as sent', () => {
    expect(complaintDetailScreen(detail(), image)).toEqual({
      type: 'Collection',
      sonType: 'Calls at night',
      content: 'An agent called me at 11 pm.',
      pictures: { srcs: [SAFE], blocked: false },
      result: {
        reply: 'The agent has been warned.',
        pictures: { srcs: [SAFE], blocked: false },
      },
      needsScore: true,
    });
  });

  test('pictures the guard refuses are left out and noted', () => {
    const screen = complaintDetailScreen(
      detail({ images: `${SAFE},${EVIL}`, disposeImages: [EVIL] }),
      image,
    );
    expect(screen.pictures).toEqual({ srcs: [SAFE], blocked: true });
    expect(screen.result?.pictures).toEqual({ srcs: [], blocked: true });
  });

  test('the process result is hidden when the reply and its pictures are both empty', () => {
    expect(
      complaintDetailScreen(detail({ disposeDetail: '  ', disposeImages: '' }), image).result,
    ).toBeNull();
    expect(
      complaintDetailScreen(detail({ disposeDetail: null, disposeImages: null }), image).result,
    ).toBeNull();
  });

  test('a reply alone, or pictures alone, show the block', () => {
    expect(complaintDetailScreen(detail({ disposeImages: [] }), image).result).toEqual({
      reply: 'The agent has been warned.',
      pictures: { srcs: [], blocked: false },
    });
    expect(complaintDetailScreen(detail({ disposeDetail: '' }), image).result).toEqual({
      reply: '',
      pictures: { srcs: [SAFE], blocked: false },
    });
  });

  test('a rating is asked for whenever isNeedScore is not 0', () => {
    expect(complaintDetailScreen(detail({ isNeedScore: 0 }), image).needsScore).toBe(false);
    expect(complaintDetailScreen(detail({ isNeedScore: '0' }), image).needsScore).toBe(false);
    expect(complaintDetailScreen(detail({ isNeedScore: null }), image).needsScore).toBe(false);
    expect(complaintDetailScreen(detail({ isNeedScore: '1' }), image).needsScore).toBe(true);
    expect(complaintDetailScreen(detail({ isNeedScore: 2 }), image).needsScore).toBe(true);
  });

  test('a blank sub-type is none', () => {
    expect(complaintDetailScreen(detail({ sonType: ' ' }), image).sonType).toBe('');
  });
});

describe('problemIdFrom', () => {
  test("the query's problemId, exactly as the route's early call reads it", () => {
    expect(problemIdFrom('?problemId=9002')).toBe('9002');
    expect(problemIdFrom('?problemId=A%26B')).toBe('A&B');
    expect(problemIdFrom('?problemId=')).toBe('');
    expect(problemIdFrom('')).toBe('');
  });

  test('a missing or blank id names no complaint', () => {
    expect(namesNoProblem('')).toBe(true);
    expect(namesNoProblem('  ')).toBe(true);
    expect(namesNoProblem('9002')).toBe(false);
  });
});
