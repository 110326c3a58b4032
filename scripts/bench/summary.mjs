// @ts-check
// Pure helpers: one page's runs to its median, and the results table.

/** @typedef {import('./budgets.mjs').Metrics} Metrics */

/**
 * One Lighthouse run of one page: its metrics, TTI (to pick the median run), the scripts'
 * transfer size, how many API calls it made, Lighthouse's CPU benchmark of the machine during
 * the run (higher is faster) and where its report is.
 * @typedef {Metrics & {
 *   tti: number;
 *   jsBytes: number;
 *   apiRequests: number;
 *   benchmarkIndex: number;
 *   report: string;
 * }} RunMetrics
 */

/**
 * A page's median: each metric's median over its valid runs, and the score of the run closest
 * to the median FCP and TTI (Lighthouse's `computeMedianRun`).
 * @typedef {Metrics & { jsBytes: number; report: string }} PageMedian
 */

/** @param {number[]} numbers */
export function median(numbers) {
  if (numbers.length === 0) throw new Error('No numbers to take the median of');
  const sorted = [...numbers].sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The run closest to the median FCP and the median TTI; ties go to the lower TTI.
 * @param {RunMetrics[]} runs
 */
export function medianRun(runs) {
  const fcp = median(runs.map((run) => run.fcp));
  const tti = median(runs.map((run) => run.tti));
  const distance = (/** @type {RunMetrics} */ run) => (run.fcp - fcp) ** 2 + (run.tti - tti) ** 2;
  const [closest] = [...runs].sort((a, b) => distance(a) - distance(b) || a.tti - b.tti);
  if (!closest) throw new Error('No runs');
  return closest;
}

/**
 * @param {RunMetrics[]} runs the page's valid runs (at least one)
 * @returns {PageMedian}
 */
export function pageMedian(runs) {
  const of = (/** @type {(run: RunMetrics) => number} */ pick) => median(runs.map(pick));
  const representative = medianRun(runs);
  return {
    score: representative.score,
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    jsBytes: of((run) => run.jsBytes),
    report: representative.report,
  };
}

/**
 * A row of the results table.
 * @typedef {object} TableRow
 * @property {string} page
 * @property {string} kind 'reference', 'data screen' or 'static page'
 * @property {PageMedian | null} median null when no run succeeded
 */

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (/** @type {number} */ value, /** @type {number} */ base) =>
  `${(value / base).toFixed(2)}x`;

/**
 * The table's cells: one header row, then one row per page.
 * @param {TableRow[]} rows
 * @param {{ static: PageMedian; bare: PageMedian }} reference
 * @returns {string[][]}
 */
export function tableCells(rows, reference) {
  const header = [
    'page',
    'kind',
    'score',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS',
    'FCP/static',
    'LCP/bare',
    'LCP/static',
  ];
  const body = rows.map(({ page, kind, median: m }) =>
    m
      ? [
          page,
          kind,
          String(Math.round(m.score * 100)),
          seconds(m.fcp),
          seconds(m.lcp),
          `${Math.round(m.tbt)} ms`,
          m.cls.toFixed(3),
          `${(m.jsBytes / 1024).toFixed(1)} KB`,
          ratio(m.fcp, reference.static.fcp),
          ratio(m.lcp, reference.bare.lcp),
          ratio(m.lcp, reference.static.lcp),
        ]
      : [page, kind, 'failed', '', '', '', '', '', '', '', ''],
  );
  return [header, ...body];
}

/** @param {string[][]} cells @returns {string} */
export function markdownTable(cells) {
  const [header = [], ...body] = cells;
  const line = (/** @type {string[]} */ row) => `| ${row.join(' | ')} |`;
  const align = header.map((_, index) => (index < 2 ? '---' : '---:'));
  return [line(header), line(align), ...body.map(line)].join('\n');
}

/** @param {string[][]} cells @returns {string} */
export function textTable(cells) {
  const widths = (cells[0] ?? []).map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
