// @ts-check
// Prints the gzip size of importing each export of @hiram/ui alone (React and
// styled-components external) and fails when one is above the budget.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET = 4 * 1024;
const dist = fileURLToPath(new URL('../packages/ui/dist/index.js', import.meta.url));
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/];

const workDir = mkdtempSync(join(tmpdir(), 'hiram-size-'));
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

/** @param {string} name */
async function measure(name) {
  const entry = join(workDir, `${name}.js`);
  writeFileSync(entry, `export { ${name} } from ${JSON.stringify(dist)};\n`);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: workDir,
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['es'], fileName: name },
      rolldownOptions: { external },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  let initial = 0;
  /** @type {number[]} */
  const lazy = [];
  for (const result of results) {
    if (!('output' in result)) continue;
    for (const chunk of result.output) {
      if (chunk.type !== 'chunk') continue;
      const bytes = gzipSync(chunk.code, { level: 9 }).length;
      if (chunk.isEntry) initial += bytes;
      else lazy.push(bytes);
    }
  }
  return { initial, lazy };
}

const exported = Object.keys(await import(dist)).sort();
const declared = readFileSync(dist.replace(/\.js$/, '.d.ts'), 'utf8');
if (!declared.includes('export')) throw new Error('packages/ui/dist/index.d.ts has no exports');

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let failed = 0;
console.log(`@hiram/ui: gzip size of each export imported alone (budget ${kb(BUDGET)})\n`);
for (const name of exported) {
  const { initial, lazy } = await measure(name);
  const over = initial > BUDGET;
  if (over) failed += 1;
  const lazyNote = lazy.length ? `  + lazy ${lazy.map(kb).join(', ')}` : '';
  console.log(`${over ? '✗' : '✓'} ${name.padEnd(28)} ${kb(initial).padStart(9)}${lazyNote}`);
}
console.log(`\n${exported.length - failed} within budget, ${failed} over`);
if (failed) process.exit(1);
