import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { plainDynamicImports } from './plainDynamicImports.ts';

const root = mkdtempSync(join(tmpdir(), 'hiram-dynamic-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Builds `files` (entry `main.js`, which runs for its effects) as the app does: no preload lists, the plugin on. */
async function buildApp(files: Record<string, string>): Promise<Rolldown.OutputBundle> {
  const dir = mkdtempSync(join(root, 'app-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [plainDynamicImports()],
    build: {
      write: false,
      modulePreload: false,
      minify: false,
      rolldownOptions: { input: join(dir, 'main.js') },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return Object.fromEntries(result.output.map((file) => [file.fileName, file]));
}

const chunksOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));

describe('plainDynamicImports', () => {
  test("a dynamic import is the import alone: none of Vite's preload code ships", async () => {
    const bundle = await buildApp({
      'main.js': "import('./later.js').then((m) => console.log(m.value));",
      'later.js': 'export const value = 42;',
    });
    const chunks = chunksOf(bundle);
    expect(chunks).toHaveLength(2);
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).toContain('import("./later');
    for (const preloadCode of ['modulepreload', 'relList', 'vite:preloadError', 'document']) {
      expect(code).not.toContain(preloadCode);
    }
  });

  test('the import is not wrapped in a call to the helper, which would only cost bytes', async () => {
    const bundle = await buildApp({
      'main.js': [
        "const pack = { en: () => import('./en.js') };",
        "const part = () => import('./later.js').then((m) => m.value);",
        'pack.en().then(console.log);',
        'part().then(console.log);',
      ].join('\n'),
      'en.js': "export default 'Hello';",
      'later.js': 'export const value = 42;',
    });
    const main = chunksOf(bundle).find((chunk) => chunk.isEntry);
    expect(main?.code).toMatch(/en: \(\) => import\("\.\/en-[\w-]+\.js"\)/);
    expect(main?.code).toMatch(/=> import\("\.\/later-[\w-]+\.js"\)\.then\(\(m\) => m\.value\)/);
    expect(main?.code).not.toContain('__vitePreload');
  });

  test('a style sheet, which would need the preload code, fails the build', async () => {
    await expect(
      buildApp({
        'main.js': "import('./later.js').then((m) => console.log(m.value));",
        'later.js': "import './later.css'; export const value = 42;",
        'later.css': 'p { color: red; }',
      }),
    ).rejects.toThrow('a style sheet needs');
  });
});
