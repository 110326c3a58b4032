import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { problemListSchema } from '../../../api/schemas/complaint.ts';
import type { DisplayFormat } from '../../../screen/displayFormat.ts';
import { complaintTabs } from './complaintTabs.ts';

const manila: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

const answer = (tabs: unknown) => v.parse(problemListSchema, { tabs });

describe('complaintTabs', () => {
  test("keeps the server's tabs and names in order, each item timed and linked to its detail", () => {
    const tabs = complaintTabs(
      answer([
        {
          name: 'Processing',
          list: [{ id: 9001, time: 1744635900, type: 'Repayment', content: 'Paid twice' }],
        },
        { name: 'Completed', list: [] },
      ]),
      manila,
    );
    expect(tabs).toEqual([
      {
        key: 'tab-0',
        name: 'Processing',
        rows: [
          {
            id: '9001',
            href: '/complainDetails?problemId=9001',
            time: '2025-04-14 21:05:00',
            type: 'Repayment',
            content: 'Paid twice',
          },
        ],
      },
      { key: 'tab-1', name: 'Completed', rows: [] },
    ]);
  });

  test('repeated or blank names still give each tab its own key', () => {
    const tabs = complaintTabs(
      answer([{ name: 'Open', list: null }, { name: 'Open' }, { name: '  ', list: [] }]),
      manila,
    );
    expect(tabs.map(({ key, name }) => [key, name])).toEqual([
      ['tab-0', 'Open'],
      ['tab-1', 'Open'],
      ['tab-2', ''],
    ]);
  });

  test('no tabs at all, and an item without a time', () => {
    expect(complaintTabs(answer([]), manila)).toEqual([]);
    const [tab] = complaintTabs(
      answer([{ name: 'All', list: [{ id: 'P1', type: 'Other', content: 'x' }] }]),
      manila,
    );
    expect(tab?.rows[0]?.time).toBe('');
  });

  test('a time of day when the server sent one (epoch or text), the date alone when it did not', () => {
    const [tab] = complaintTabs(
      answer([
        {
          name: 'All',
          list: [
            { id: 'P1', time: '1744635900', type: 'Other', content: 'x' },
            { id: 'P2', time: '2025-04-14 08:30:00', type: 'Other', content: 'x' },
            { id: 'P3', time: '2025-04-14', type: 'Other', content: 'x' },
          ],
        },
      ]),
      manila,
    );
    expect(tab?.rows.map((row) => row.time)).toEqual([
      '2025-04-14 21:05:00',
      '2025-04-14 08:30:00',
      '2025-04-14',
    ]);
  });

  test("times show in the brand's time zone, not Manila's", () => {
    const [tab] = complaintTabs(
      answer([{ name: 'P', list: [{ id: 1, time: 1744635900, type: 't', content: 'c' }] }]),
      { ...manila, timeZone: 'Asia/Jakarta' },
    );
    expect(tab?.rows[0]?.time).toBe('2025-04-14 20:05:00');
  });

  test('an id with characters of its own stays one query value', () => {
    const [tab] = complaintTabs(
      answer([{ name: 'All', list: [{ id: 'A&B=1', time: '', type: '', content: '' }] }]),
      manila,
    );
    expect(tab?.rows[0]?.href).toBe('/complainDetails?problemId=A%26B%3D1');
  });
});
