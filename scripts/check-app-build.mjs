// @ts-check
// Checks the production build of apps/h5: no mock backend or developer page in it, every
// route prerendered, and each page's first-load JavaScript (gzip: what it loads as it opens,
// before or after its first paint, as the prerender recorded it) within the budget, and no two
// chunks importing each other, and none of that JavaScript reading document.cookie.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkCycles } from './chunkCycles.mjs';
import { tooNewApis } from './tooNewApis.mjs';

const BUDGET = 125 * 1024;
if (process.argv[2] === '--help' || process.argv[2] === '-h') {
  console.log('Usage: node scripts/check-app-build.mjs [build folder, default apps/h5/dist]');
  process.exit(0);
}
const dist = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../apps/h5/dist', import.meta.url));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first (BRAND=<name> for another brand)`);
  process.exit(1);
}

/** @typedef {{ file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const problems = [];
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', '[MSW]', 'msw-storybook'];
/** The cap check names its rules; only the QA banner shows them, and production has none. */
const QA_MARKERS = ['SEC MC 3 s.2022', 'SEC MC 14 s.2025'];
for (const file of walk(dist)) {
  if (file.endsWith('.map')) continue;
  const name = relative(dist, file);
  if (name.includes('mockServiceWorker')) problems.push(`${name}: the mock worker is in the build`);
  if (name.startsWith('mock-images')) problems.push(`${name}: a mock picture is in the build`);
  const text = readFileSync(file, 'utf8');
  for (const marker of MOCK_MARKERS) {
    if (text.includes(marker)) problems.push(`${name}: contains mock code ("${marker}")`);
  }
  for (const marker of QA_MARKERS) {
    if (text.includes(marker)) problems.push(`${name}: contains the QA cap check ("${marker}")`);
  }
  if (name.endsWith('.js')) {
    for (const call of tooNewApis(text)) {
      problems.push(`${name}: calls ${call}, newer than the web views the app supports (README)`);
    }
  }
}
for (const chunk of Object.values(manifest)) {
  const src = chunk.src ?? '';
  if (src.includes('/mocks/') || src.startsWith('src/mocks'))
    problems.push(`${src}: mock module in the build`);
  if (src.startsWith('src/dev/')) problems.push(`${src}: developer page in the build`);
  if (/QaCapBanner|\/text\/qa\//.test(src)) problems.push(`${src}: the QA banner is in the build`);
}

for (const cycle of chunkCycles(manifest)) {
  problems.push(
    `${cycle.join(' -> ')}: these chunks import each other, so one runs before the other has defined what it calls (a module a chunk group needs landed outside it: see vite.config.ts codeSplitting)`,
  );
}

const gzipped = new Map();
/** @param {string} file */
const gzipSize = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @type {Record<string, string[]>} What each page loads as it opens, from the prerender. */
const firstLoad = JSON.parse(readFileSync(join(dist, '.vite/first-load.json'), 'utf8'));

const pages = walk(dist)
  .filter((file) => file.endsWith('.html'))
  .map((file) => relative(dist, file))
  .sort();
if (!pages.includes('loanDetail/index.html'))
  problems.push('loanDetail/index.html is missing: the routes were not prerendered');

console.log(`First-load JavaScript per page (gzip, budget ${kb(BUDGET)})\n`);
for (const page of pages) {
  const files = (firstLoad[page] ?? []).map((url) => url.replace(/^\//, ''));
  if (files.length === 0) problems.push(`${page}: not prerendered, or loads no JavaScript`);
  for (const file of files) {
    if (readFileSync(join(dist, file), 'utf8').includes('document.cookie'))
      problems.push(
        `${page}: ${file} reads document.cookie as the page opens, a synchronous call to the browser process (see apps/h5/build/redaxiosWithoutCookies.ts)`,
      );
  }
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = total > BUDGET;
  if (over) problems.push(`${page}: ${kb(total)} is over the budget`);
  console.log(`${over ? '✗' : '✓'} ${page.padEnd(40)} ${kb(total).padStart(9)}`);
}

if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  '\nNo mock code, developer page or QA banner in the production build, no call newer than the supported web views, no chunks importing each other, no cookie read as a page opens, every route within budget.',
);
