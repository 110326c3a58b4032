import { describe, expect, test } from 'vitest';
import { chosenTags, describeQuery } from './describeQuery.ts';

describe('the query', () => {
  test('type, sub-type and order', () => {
    expect(describeQuery('?problemType=1&problemSonType=12&orderNo=PB1')).toEqual({
      problemType: '1',
      problemSonType: '12',
      orderNo: 'PB1',
    });
    expect(describeQuery('?problemType=3&orderNo=PB1')).toEqual({
      problemType: '3',
      problemSonType: '',
      orderNo: 'PB1',
    });
  });

  test('without a type or an order, or with nonsense, there is none', () => {
    expect(describeQuery('')).toBeNull();
    expect(describeQuery('?problemType=3')).toBeNull();
    expect(describeQuery('?orderNo=PB1')).toBeNull();
    expect(describeQuery('?problemType=%20&orderNo=PB1')).toBeNull();
    expect(describeQuery(`?problemType=3&orderNo=${'x'.repeat(101)}`)).toBeNull();
    expect(describeQuery(`?problemType=1&problemSonType=${'1'.repeat(101)}&orderNo=A`)).toBeNull();
  });
});

describe('the tags', () => {
  const types = {
    problemType: [
      { title: 'Collection', value: '1' },
      { title: 'Repayment', value: '2' },
    ],
    problemSonType: [{ title: 'Calls at night', value: '13' }],
  };
  const query = { problemType: '1', problemSonType: '13', orderNo: 'PB1' };

  test("are the server's titles of the chosen values", () => {
    expect(chosenTags(types, query)).toEqual(['Collection', 'Calls at night']);
    expect(chosenTags(types, { ...query, problemType: '2', problemSonType: '' })).toEqual([
      'Repayment',
    ]);
  });

  test("a server value with spaces around it still names the query's type", () => {
    const padded = { problemType: [{ title: 'Repayment', value: ' 2 ' }], problemSonType: [] };
    expect(chosenTags(padded, { ...query, problemType: '2', problemSonType: '' })).toEqual([
      'Repayment',
    ]);
  });

  test('an unknown type or sub-type has none', () => {
    expect(chosenTags(types, { ...query, problemType: '9' })).toBeNull();
    expect(chosenTags(types, { ...query, problemSonType: '99' })).toBeNull();
  });
});
