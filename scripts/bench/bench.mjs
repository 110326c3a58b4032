// @ts-check
// `npm run bench`: builds the app, serves it beside the two reference pages and a stub backend
// from one local server with brotli, runs Lighthouse on every route and both references
// (round-robin, median of 3), prints the table and fails when a budget breaks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, budgetBreaks } from './budgets.mjs';
import { selfSignedCertificate } from './certificate.mjs';
import { assertChromium, launchChrome, loadLighthouse, runLighthouse } from './lighthouse.mjs';
import { BenchProblem, parseOptions, USAGE } from './options.mjs';
import { buildReferences, REFERENCE_PAGES } from './references.mjs';
import { prerenderedRoutes, routeUrl } from './routes.mjs';
import { startServer } from './server.mjs';
import { API_PREFIX, startStubBackend, stubApi } from './stubBackend.mjs';
import { markdownTable, pageMedian, tableCells, textTable } from './summary.mjs';

/** @typedef {import('./summary.mjs').RunMetrics} RunMetrics */
/** @typedef {import('./summary.mjs').PageMedian} PageMedian */
/** @typedef {import('./budgets.mjs').BudgetBreak} BudgetBreak */

/**
 * @typedef {object} Page
 * @property {string} name the route, or the reference page's name
 * @property {'reference' | 'route'} role
 * @property {string} path what Lighthouse opens, with its query
 * @property {Array<{ run: number; metrics: RunMetrics | null; error: string | null }>} runs
 * @property {string[]} stubErrors requests the stub backend refused during its runs
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, 'node_modules/.cache/hiram-bench');
const reports = join(cache, 'reports');
const started = Date.now();

/** Everything to stop on exit, newest first. */
const cleanups = /** @type {Array<() => unknown>} */ ([]);
let cleaning = /** @type {Promise<void> | null} */ (null);
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('Cleaning up failed:', error);
      }
    }
  })();
  return cleaning;
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the server`);
    cleanUp().finally(() => process.exit(130));
  });
}

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/** @param {string} script */
function npmRun(script) {
  console.log(`\n> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new BenchProblem(`npm run ${script} failed (above); --no-build measures the last build`);
  }
}

/** @param {Page} page */
const reportName = (page) =>
  page.role === 'reference'
    ? page.name
    : page.name.replace(/^\/$/, '/home').slice(1).replace(/\W+/g, '_');

/** @param {Page} page @returns {PageMedian | null} */
function medianOf(page) {
  const valid = page.runs.flatMap(({ metrics }) => (metrics ? [metrics] : []));
  return valid.length > 0 ? pageMedian(valid) : null;
}

/** A data screen is a page seen calling the API while it loaded. */
const isDataScreen = (/** @type {Page} */ page) =>
  page.runs.some(({ metrics }) => (metrics?.apiRequests ?? 0) > 0);

/**
 * The reference pages, then the routes.
 * @param {string[]} routes
 * @returns {Page[]}
 */
function pagesFor(routes) {
  /** @type {Array<Pick<Page, 'name' | 'role' | 'path'>>} */
  const pages = [
    ...Object.entries(REFERENCE_PAGES).map(([name, path]) => ({
      name,
      role: /** @type {const} */ ('reference'),
      path,
    })),
    ...routes.map((route) => ({
      name: route,
      role: /** @type {const} */ ('route'),
      path: routeUrl(route),
    })),
  ];
  return pages.map((page) => ({ ...page, runs: [], stubErrors: [] }));
}

/**
 * Serves the build, the reference pages and, unless the demo's own mock answers, the stub.
 * @param {string} dist @param {string} referenceDir @param {boolean} demo
 * @param {import('./certificate.mjs').Certificate | null} certificate HTTPS with HTTP/2 when given
 */
async function serve(dist, referenceDir, demo, certificate) {
  const stub = demo ? null : await startStubBackend();
  if (stub) cleanups.push(() => stub.close());
  const server = await startServer({
    app: dist,
    reference: referenceDir,
    tls: certificate ? { key: certificate.key, cert: certificate.cert } : undefined,
    api: stub ? stubApi(stub) : undefined,
  });
  cleanups.push(() => server.close());
  return { server, stub, spki: certificate?.spki };
}

/**
 * Runs Lighthouse `runs` times on every page, round-robin, so machine noise spreads over every
 * page instead of hitting one page's runs.
 * @param {Page[]} pages
 * @param {number} runs
 * @param {Awaited<ReturnType<typeof serve>>} served
 */
async function measure(pages, runs, { server, stub, spki }) {
  const { lighthouse, chromeLauncher } = await loadLighthouse(join(cache, 'lighthouse'));
  const chrome = await launchChrome(chromeLauncher, spki);
  cleanups.push(() => chrome.kill());
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const [load = 0] = loadavg();
  if (load > availableParallelism()) {
    console.warn(
      `\nThe machine is busy (load ${load.toFixed(1)} on ${availableParallelism()} cores): ` +
        'Lighthouse scales the CPU time it observes, so every number comes out slower.',
    );
  }
  const total = pages.length * runs;
  console.log(`\nLighthouse on ${pages.length} pages x ${runs} runs (${server.origin})`);
  let done = 0;
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      stub?.reset();
      const calls = server.apiCalls.length;
      const report = join(reports, `${reportName(page)}-${run}.json`);
      const runStarted = Date.now();
      const outcome = await runLighthouse(lighthouse, chrome, `${server.origin}${page.path}`, {
        apiPrefix: API_PREFIX,
        report,
      });
      writeFileSync(report, JSON.stringify(outcome.lhr));
      page.runs.push({ run, metrics: outcome.metrics, error: outcome.error });
      for (const call of server.apiCalls.slice(calls)) {
        if (call.status >= 400) page.stubErrors.push(`${call.method} ${call.path}: ${call.status}`);
      }
      done += 1;
      const m = outcome.metrics;
      const result = m
        ? [
            `score ${Math.round(m.score * 100)}`,
            `FCP ${seconds(m.fcp)}`,
            `LCP ${seconds(m.lcp)}`,
            `TBT ${Math.round(m.tbt)} ms`,
            ...(m.apiRequests ? [`api ${m.apiRequests}`] : []),
          ].join('  ')
        : `failed: ${outcome.error}`;
      const took = `${((Date.now() - runStarted) / 1000).toFixed(1)} s`;
      const counter = `[${String(done).padStart(String(total).length)}/${total}] run ${run}/${runs}`;
      console.log(`${counter}  ${page.name.padEnd(20)} ${result}  (${took}, total ${elapsed()})`);
    }
  }
}

/**
 * The table of medians and the broken budgets.
 * @param {Page[]} pages the reference pages first
 * @param {number} runs
 */
function summarize(pages, runs) {
  const [staticPage, barePage] = pages;
  const staticMedian = staticPage && medianOf(staticPage);
  const bareMedian = barePage && medianOf(barePage);
  if (!staticMedian || !bareMedian) {
    throw new Error('A reference page failed every run: nothing to compare with');
  }
  const reference = { static: staticMedian, bare: bareMedian };
  const rows = pages.map((page) => ({
    page: page.role === 'reference' ? `${page.name} (reference)` : page.name,
    kind:
      page.role === 'reference' ? 'reference' : isDataScreen(page) ? 'data screen' : 'static page',
    median: medianOf(page),
  }));
  const routePages = pages.filter((page) => page.role === 'route');
  const measured = routePages.flatMap((page) => {
    const metrics = medianOf(page);
    return metrics ? [{ route: page.name, dataScreen: isDataScreen(page), metrics }] : [];
  });
  /** @type {BudgetBreak[]} */
  const breaks = [
    ...routePages
      .filter((page) => !medianOf(page))
      .map((page) => ({
        route: page.name,
        budget: 'a successful Lighthouse run',
        actual: page.runs.map(({ error }) => error).join('; '),
        limit: `1 of ${runs}`,
      })),
    ...budgetBreaks(measured, reference),
  ];
  return { rows, cells: tableCells(rows, reference), breaks };
}

/** @param {BudgetBreak[]} breaks */
const breakLines = (breaks) =>
  breaks.length === 0
    ? ['Every budget held.']
    : [
        `${breaks.length} budget(s) broken:`,
        ...breaks.map(
          ({ route, budget, actual, limit }) => `- ${route}: ${budget}: ${actual} (limit ${limit})`,
        ),
      ];

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  assertChromium();
  const mode = options.demo ? 'demo' : 'production';
  const dist = join(root, options.demo ? 'apps/h5/dist-demo' : 'apps/h5/dist');
  if (options.build) npmRun(options.demo ? 'build:demo' : 'build');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new BenchProblem(`No ${dist}/index.html: run without --no-build once`);
  }

  const prerendered = prerenderedRoutes(dist);
  const routes = options.routes ?? prerendered;
  const fallback = routes.filter((route) => !prerendered.includes(route));
  if (fallback.length > 0) {
    console.warn(`Not prerendered, served by the index.html fallback: ${fallback.join(', ')}`);
  }

  console.log('\nBuilding the reference pages…');
  const referenceDir = join(cache, 'reference');
  await buildReferences(referenceDir);

  const pages = pagesFor(routes);
  const certificate = options.http2 ? selfSignedCertificate() : null;
  await measure(pages, options.runs, await serve(dist, referenceDir, options.demo, certificate));
  const { rows, cells, breaks } = summarize(pages, options.runs);

  const heading =
    `Lighthouse 13 (mobile, simulated slow 4G, 4x CPU slowdown), median of ${options.runs}, ` +
    `${mode} build, ${options.http2 ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}, ${new Date().toISOString()}`;
  const budgets = breakLines(breaks);
  writeFileSync(
    join(cache, 'results.md'),
    `${heading}\n\n${markdownTable(cells)}\n\n${budgets.join('\n')}\n`,
  );
  const results = pages.map((page, index) => ({ ...page, ...rows[index] }));
  const protocol = options.http2 ? 'h2' : 'http/1.1';
  const json = {
    heading,
    mode,
    protocol,
    runs: options.runs,
    budgets: BUDGETS,
    pages: results,
    breaks,
  };
  writeFileSync(join(cache, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);

  console.log(`\n${heading}\n\n${textTable(cells)}\n`);
  for (const page of pages.filter(({ stubErrors }) => stubErrors.length > 0)) {
    console.warn(`The stub backend refused calls of ${page.name}: ${page.stubErrors.join(', ')}`);
  }
  console.log(`Results in ${cache}/results.{md,json}, Lighthouse reports in ${reports}/`);
  console.log(`Total time ${elapsed()}.\n`);
  (breaks.length > 0 ? console.error : console.log)(budgets.join('\n'));
  return breaks.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (error instanceof BenchProblem) console.error(`\nbench: ${error.message}`);
  else console.error('\nbench failed:', error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
