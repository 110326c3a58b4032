import { describe, expect, test } from 'vitest';
import { readSession } from '../session/session.ts';
import { routeData } from './routeData.ts';

const session = readSession('?productId=7&orderId=9001', { getItem: () => null });

describe('route data', () => {
  test('a complaint detail asks for the complaint its query names, as the page does', () => {
    expect(routeData.complainDetails({ search: '?problemId=P12', session })).toEqual([
      { key: 'problemDetail', payload: { problemId: 'P12' } },
    ]);
  });

  test('a complaint detail without a complaint asks nothing', () => {
    expect(routeData.complainDetails({ search: '', session })).toEqual([]);
    expect(routeData.complainDetails({ search: '?problemId=%20', session })).toEqual([]);
  });

  test('the bank form asks with the product the query names, else the session', () => {
    expect(routeData.bindBank({ search: '?productId=3', session })).toEqual([
      { key: 'cardInit', payload: { product_id: '3' } },
    ]);
    expect(routeData.bindBank({ search: '', session })).toEqual([
      { key: 'cardInit', payload: { product_id: '7' } },
    ]);
  });
});
