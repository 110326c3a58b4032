import { describe, expect, it } from 'vitest';
import {
  markdownTable,
  median,
  medianRun,
  pageMedian,
  type RunMetrics,
  tableCells,
  textTable,
} from './summary.mjs';

const run = (values: Partial<RunMetrics>): RunMetrics => ({
  score: 1,
  fcp: 1000,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  tti: 1000,
  jsBytes: 0,
  apiRequests: 0,
  benchmarkIndex: 1000,
  report: '',
  ...values,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('medianRun', () => {
  it('picks the run closest to the median FCP and TTI', () => {
    const runs = [
      run({ fcp: 900, tti: 3000, report: 'fast paint, slow TTI' }),
      run({ fcp: 1000, tti: 2000, report: 'median' }),
      run({ fcp: 1500, tti: 1900, report: 'slow paint' }),
    ];
    expect(medianRun(runs).report).toBe('median');
  });

  it('breaks a tie with the lower TTI', () => {
    const runs = [run({ tti: 2100, report: 'later' }), run({ tti: 1900, report: 'earlier' })];
    expect(medianRun(runs).report).toBe('earlier');
  });
});

describe('pageMedian', () => {
  it("takes each metric's median and the median run's score and report", () => {
    const runs = [
      run({ score: 0.9, fcp: 900, lcp: 2000, tbt: 10, tti: 900, jsBytes: 100, report: 'a' }),
      run({ score: 0.95, fcp: 1000, lcp: 1200, tbt: 30, tti: 1000, jsBytes: 100, report: 'b' }),
      run({ score: 0.99, fcp: 1100, lcp: 1500, tbt: 20, tti: 1100, jsBytes: 100, report: 'c' }),
    ];
    expect(pageMedian(runs)).toEqual({
      score: 0.95,
      fcp: 1000,
      lcp: 1500,
      tbt: 20,
      cls: 0,
      jsBytes: 100,
      report: 'b',
    });
  });
});

describe('the results table', () => {
  const reference = {
    static: { ...pageMedian([run({ fcp: 600, lcp: 600 })]) },
    bare: { ...pageMedian([run({ fcp: 1200, lcp: 1200, jsBytes: 80 * 1024 })]) },
  };
  const cells = tableCells(
    [
      { page: 'static (reference)', kind: 'reference', median: reference.static },
      {
        page: '/loanDetail',
        kind: 'data screen',
        median: pageMedian([run({ score: 0.93, fcp: 900, lcp: 1800, tbt: 40, jsBytes: 2048 })]),
      },
      { page: '/broken', kind: 'static page', median: null },
    ],
    reference,
  );

  it('shows each metric and the ratios to the references', () => {
    expect(cells[2]).toEqual([
      '/loanDetail',
      'data screen',
      '93',
      '0.90 s',
      '1.80 s',
      '40 ms',
      '0.000',
      '2.0 KB',
      '1.50x',
      '1.50x',
      '3.00x',
    ]);
    expect(cells[3]?.slice(0, 3)).toEqual(['/broken', 'static page', 'failed']);
  });

  it('prints as markdown and as aligned text', () => {
    const markdown = markdownTable(cells).split('\n');
    expect(markdown[0]).toBe(
      '| page | kind | score | FCP | LCP | TBT | CLS | JS | FCP/static | LCP/bare | LCP/static |',
    );
    expect(markdown[1]).toBe(
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    expect(markdown).toHaveLength(5);
    const lines = textTable(cells).split('\n');
    // Text columns pad right, numbers pad left, to the widest cell of their column.
    expect(
      lines[2]?.startsWith(`${'/loanDetail'.padEnd(18)}  data screen  ${'93'.padStart(6)}`),
    ).toBe(true);
  });
});
