import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { problemInitSchema } from '../../../api/schemas/complaint.ts';
import { problemInit } from '../../../mocks/complaint/fixtures.ts';
import { selectedOrder, startScreen } from './startScreen.ts';

const image = (raw: unknown) =>
  typeof raw === 'string' && raw.startsWith('/') ? `checked:${raw}` : undefined;
const parse = (values: object = {}) => v.parse(problemInitSchema, { ...problemInit(), ...values });

describe('the start screen', () => {
  test("shows the answer's types, current order and orders, logos checked", () => {
    const screen = startScreen(parse(), image);
    expect(screen.types.map(({ value }) => value)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.subTypes.map(({ value }) => value)).toEqual(['11', '12', '13']);
    expect(screen.current).toMatchObject({ orderNo: 'PB202504150001', isShow: 1 });
    expect(screen.current?.logo).toMatch(/^checked:\/mock-images\//);
    expect(screen.orders.map(({ orderNo, isShow }) => [orderNo, isShow])).toEqual([
      ['PB202504150001', 1],
      ['SC202501020007', 0],
    ]);
  });

  test('a refused logo is left out', () => {
    const base = problemInit();
    const order = { ...base.orderList?.[0], productLogo: 'javascript:alert(1)' };
    expect(startScreen(parse({ orderDetail: order }), image).current?.logo).toBeUndefined();
  });

  test('no current order, and orders without a number or repeated, are left out', () => {
    const base = problemInit();
    const [first, second] = base.orderList ?? [];
    const screen = startScreen(
      parse({ orderDetail: null, orderList: [first, { ...second, orderNo: ' ' }, first] }),
      image,
    );
    expect(screen.current).toBeNull();
    expect(screen.orders.map(({ orderNo }) => orderNo)).toEqual(['PB202504150001']);
  });

  test('types without a value, or repeated, are left out', () => {
    const screen = startScreen(
      parse({
        problemType: [
          { title: 'A', value: 2 },
          { title: 'B', value: '' },
          { title: 'C', value: '2' },
        ],
      }),
      image,
    );
    expect(screen.types).toEqual([{ title: 'A', value: '2' }]);
  });
});

describe('the selected order', () => {
  const screen = startScreen(parse(), image);

  test("is the chosen one while it is listed, else the server's current order", () => {
    expect(selectedOrder(screen, null)?.orderNo).toBe('PB202504150001');
    expect(selectedOrder(screen, 'SC202501020007')?.orderNo).toBe('SC202501020007');
    expect(selectedOrder(screen, 'GONE')?.orderNo).toBe('PB202504150001');
  });

  test('with no current order, only a listed choice', () => {
    const none = { ...screen, current: null };
    expect(selectedOrder(none, null)).toBeNull();
    expect(selectedOrder(none, 'SC202501020007')?.orderNo).toBe('SC202501020007');
  });
});
