// @ts-check
import { parseArgs } from 'node:util';

/**
 * @typedef {object} BenchOptions
 * @property {boolean} demo Measure the demo build (its in-browser mock backend answers).
 * @property {boolean} build Build the app first; `--no-build` reuses the existing output.
 * @property {string[] | null} routes Only these routes (the reference pages always run).
 * @property {number} runs Lighthouse runs per page; each page reports its median.
 * @property {boolean} http2 Serve over HTTPS with HTTP/2 (a throwaway self-signed certificate).
 * @property {boolean} help
 */

/** A problem the user can fix, reported without a stack. */
export class BenchProblem extends Error {}

export const USAGE = `Usage: npm run bench -- [options]

  --demo            measure the demo build (apps/h5/dist-demo, in-browser mock backend)
  --no-build        reuse the existing build instead of building first
  --routes a,b      measure only these routes, e.g. --routes /loanDetail,/loanConfirm
  --runs N          Lighthouse runs per page, median reported (default 3)
  --http2           serve everything over HTTPS with HTTP/2, as a CDN would (default: plain
                    HTTP/1.1); the budgets stay the same, the reference pages move with it
  --help            this text`;

/**
 * `parseArgs`, its errors as problems the user can fix.
 * @template {import('node:util').ParseArgsConfig['options']} T
 * @param {{ args: string[]; options: T }} config
 */
function parseStrict(config) {
  try {
    return parseArgs({ ...config, strict: true, allowPositionals: false });
  } catch (error) {
    throw new BenchProblem(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  }
}

/**
 * @param {string[]} argv the arguments after the script's name
 * @returns {BenchOptions}
 */
export function parseOptions(argv) {
  const { values } = parseStrict({
    args: argv,
    options: {
      demo: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      http2: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new BenchProblem('--runs must be a positive integer');
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  for (const route of routes ?? []) {
    if (!route.startsWith('/'))
      throw new BenchProblem(`--routes: "${route}" does not start with /`);
  }
  return {
    demo: values.demo,
    build: !values['no-build'],
    routes: routes?.length ? routes : null,
    runs,
    http2: values.http2,
    help: values.help,
  };
}
