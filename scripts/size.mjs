// @ts-check
// Prints the gzip size of importing each export of @hiram/ui alone (React and
// styled-components external) and fails when one is above the budget. Chunks that load only
// through `import()` (e.g. Barcode's encoder) are listed after it by name and size.
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
  const chunks = results.flatMap((result) =>
    'output' in result
      ? result.output.flatMap((item) => (item.type === 'chunk' ? [item] : []))
      : [],
  );
  // A chunk the entry imports statically (e.g. a module it shares with a lazy chunk) loads with
  // it, so it counts as initial; only chunks reached through `import()` alone are lazy.
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedFirst = new Set();
  /** @param {(typeof chunks)[number]} chunk */
  const visit = (chunk) => {
    if (loadedFirst.has(chunk)) return;
    loadedFirst.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  let initial = 0;
  /** @type {{ name: string, bytes: number }[]} */
  const lazy = [];
  for (const chunk of chunks) {
    const bytes = gzipSync(chunk.code, { level: 9 }).length;
    if (loadedFirst.has(chunk)) initial += bytes;
    else lazy.push({ name: chunk.name, bytes });
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
  const lazyNote = lazy.length
    ? `  + lazy ${lazy.map((chunk) => `${chunk.name} ${kb(chunk.bytes)}`).join(', ')}`
    : '';
  console.log(`${over ? '✗' : '✓'} ${name.padEnd(28)} ${kb(initial).padStart(9)}${lazyNote}`);
}
console.log(`\n${exported.length - failed} within budget, ${failed} over`);
if (failed) process.exit(1);
