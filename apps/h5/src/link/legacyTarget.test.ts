import { describe, expect, test } from 'vitest';
import { checkUrl } from './checkUrl.ts';

const policy = { origin: 'https://app.example', allowedHosts: [] };
const inApp = (raw: string) => {
  const result = checkUrl(raw, policy);
  return result.ok && !result.external ? result.url : null;
};

describe("the spec's legacy hash targets (contract section 2)", () => {
  test.each([
    ['#/borrowDetail/', '/loanDetail'],
    ['#/borrowDetail/?orderId=5', '/loanDetail?orderId=5'],
    ['/#/borrowDetail/?orderId=5', '/loanDetail?orderId=5'],
    ['https://app.example/#/addnormalcard', '/bindBank'],
    ['#/addnormalcard?source=loanDetail', '/bindBank?source=loanDetail'],
    // As loan confirm hands it on: its from=confirm before the hash joins the target's query.
    ['?from=confirm#/borrowDetail/?orderId=5', '/loanDetail?from=confirm&orderId=5'],
  ])('%j opens %j', (raw, path) => {
    expect(inApp(raw)).toBe(path);
  });

  test('other hashes and paths stay as they are', () => {
    expect(inApp('/loanDetail#top')).toBe('/loanDetail#top');
    expect(inApp('#/somewhereElse')).toBe('/#/somewhereElse');
    expect(inApp('/promo.html#/downloadTemplate')).toBe('/promo.html#/downloadTemplate');
  });

  test("the target's own query wins over the URL's where both name a value", () => {
    expect(inApp('https://app.example/?orderId=1#/borrowDetail/?orderId=2')).toBe(
      '/loanDetail?orderId=2',
    );
  });
});
