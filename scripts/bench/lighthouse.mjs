// @ts-check
// Lighthouse, installed on demand (it is large and CI never runs the bench), driving one
// headless Chromium for the whole bench.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { BenchProblem } from './options.mjs';

const VERSION = '13.5.0';

const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

/** @typedef {{ numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }} Audit */

/**
 * The part of a Lighthouse result the bench reads.
 * @typedef {object} LighthouseResult
 * @property {{ performance?: { score: number | null } }} categories
 * @property {Record<string, Audit>} audits
 * @property {{ code: string; message: string }} [runtimeError]
 * @property {string[]} runWarnings
 * @property {{ benchmarkIndex: number }} environment
 */

/**
 * @typedef {(url: string, flags: Record<string, unknown>) => Promise<RunnerResult | undefined>} LighthouseFn
 * @typedef {{ lhr: LighthouseResult }} RunnerResult
 * @typedef {{ port: number; kill: () => void }} Chrome
 * @typedef {{ launch: (options: Record<string, unknown>) => Promise<Chrome> }} ChromeLauncher
 */

/**
 * Installs Lighthouse into `dir` unless it is already there (outside package.json: CI never
 * installs it), then imports it and its Chrome launcher from there.
 * @param {string} dir
 * @returns {Promise<{ lighthouse: LighthouseFn; chromeLauncher: ChromeLauncher }>}
 */
export async function loadLighthouse(dir) {
  const modules = join(dir, 'node_modules');
  const manifest = join(modules, 'lighthouse/package.json');
  const installed = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version;
  if (installed !== VERSION) {
    console.log(`Installing Lighthouse ${VERSION} into ${dir} (once)…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const args = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    const result = spawnSync(npm, [...args, '--prefix', dir, `lighthouse@${VERSION}`], {
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`Installing Lighthouse failed:\n${result.stdout}\n${result.stderr}`);
    }
  }
  const entry = (/** @type {string} */ path) => pathToFileURL(join(modules, path)).href;
  const lighthouse = /** @type {{ default: LighthouseFn }} */ (
    await import(entry('lighthouse/core/index.js'))
  ).default;
  const chromeLauncher = /** @type {ChromeLauncher} */ (
    await import(entry('chrome-launcher/dist/index.js'))
  );
  return { lighthouse, chromeLauncher };
}

/** Fails early, before the builds, when there is no browser to measure with. */
export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new BenchProblem(
      `No Chromium at ${chromiumPath}. Install it (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
}

/**
 * @param {ChromeLauncher} chromeLauncher
 * @param {string} [trustedSpki] the bench server's own certificate (its public key's hash), the
 *   one certificate this browser accepts unsigned
 */
export async function launchChrome(chromeLauncher, trustedSpki) {
  assertChromium();
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: trustedSpki
      ? [...CHROME_FLAGS, `--ignore-certificate-errors-spki-list=${trustedSpki}`]
      : CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
}

/**
 * @typedef {object} RunOutcome
 * @property {LighthouseResult} lhr
 * @property {import('./summary.mjs').RunMetrics | null} metrics null when the run failed
 * @property {string | null} error
 */

/**
 * One Lighthouse navigation: mobile, simulated slow 4G and 4x CPU slowdown (the defaults),
 * performance only.
 * @param {LighthouseFn} lighthouse
 * @param {Chrome} chrome
 * @param {string} url
 * @param {{ apiPrefix: string; report: string }} options
 * @returns {Promise<RunOutcome>}
 */
export async function runLighthouse(lighthouse, chrome, url, { apiPrefix, report }) {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    return { lhr, metrics: null, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  }
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const numbers = {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    tti: value('interactive'),
  };
  const score = lhr.categories.performance?.score;
  const missing = Object.entries(numbers).filter(([, number]) => !Number.isFinite(number));
  if (score == null || missing.length > 0) {
    const names = [...missing.map(([name]) => name), ...(score == null ? ['score'] : [])];
    return { lhr, metrics: null, error: `no ${names.join(', ')} in the report` };
  }
  const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const apiRequests = requests.filter(
    (item) => typeof item.url === 'string' && new URL(item.url).pathname.startsWith(apiPrefix),
  ).length;
  return {
    lhr,
    metrics: {
      score,
      fcp: Number(numbers.fcp),
      lcp: Number(numbers.lcp),
      tbt: Number(numbers.tbt),
      cls: Number(numbers.cls),
      tti: Number(numbers.tti),
      jsBytes: Number(scripts?.transferSize ?? 0),
      apiRequests,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      report,
    },
    error: null,
  };
}
