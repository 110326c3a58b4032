// @ts-check
// Proves @hiram/ui works as a published package: publint, attw, then the packed
// tarball installed into a fresh project outside the workspace, type-checked,
// built with Vite and server-rendered with a custom brand.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);
const run = (/** @type {string} */ cmd, /** @type {string[]} */ args, cwd = root) => {
  console.log(`\n$ ${[cmd.replace(root, ''), ...args].join(' ')}`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit' });
};
const versionOf = (/** @type {string} */ name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

run(bin('publint'), ['packages/ui', '--strict']);
run(bin('attw'), ['--pack', 'packages/ui', '--profile', 'esm-only']);

const work = mkdtempSync(join(tmpdir(), 'hiram-consumer-'));
try {
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: join(root, 'packages/ui'),
    encoding: 'utf8',
  });
  const tarball = join(work, JSON.parse(packed)[0].filename);
  const app = join(work, 'app');
  cpSync(join(root, 'scripts/package-consumer'), join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'hiram-consumer', private: true, type: 'module' }, null, 2),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="id"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        allowJs: true,
        checkJs: true,
        skipLibCheck: false,
        lib: ['ES2022', 'DOM'],
        types: ['node'],
      },
      include: ['src/main.tsx', 'src/brand.js', 'src/render.mjs'],
    }),
  );
  const deps = [
    'react',
    'react-dom',
    'styled-components',
    'vite',
    'typescript',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ];
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      tarball,
      ...deps.map((name) => `${name}@${versionOf(name)}`),
    ],
    app,
  );
  run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  run('node', ['src/render.mjs'], app);
  console.log('\n@hiram/ui: package checks passed');
} finally {
  rmSync(work, { recursive: true, force: true });
}
