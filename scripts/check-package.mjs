// @ts-check
// Proves @hiram/ui works as a published package: publint, attw, then the packed
// tarball installed into a fresh project outside the workspace, type-checked,
// built with Vite, server-rendered with a custom brand, and that server render
// hydrated in Chromium by the Vite build without a word from React, then a sheet opened from
// its lazy chunk. The consumer gets the lowest versions the peer ranges allow.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);
const run = (
  /** @type {string} */ cmd,
  /** @type {string[]} */ args,
  cwd = root,
  /** @type {Record<string, string>} */ env = {},
) => {
  console.log(`\n$ ${[cmd.replace(root, ''), ...args].join(' ')}`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
};

/**
 * What the browser says (errors and warnings, React's hydration warnings among them) while it
 * opens the built page in `dir` and hydrates the markup the server rendered into it.
 * @param {string} dir
 */
async function hydrationComplaints(dir) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const complaints = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        complaints.push(message.text());
      }
    });
    page.on('pageerror', (error) => complaints.push(String(error)));
    const origin = 'http://consumer.test';
    await page.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      return route.fulfill({ path: join(dir, pathname === '/' ? 'index.html' : pathname) });
    });
    await page.goto(`${origin}/`);
    // Hydrated: React has taken over the button the server rendered.
    await page.waitForFunction(() => {
      const button = document.querySelector('#root button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
    });
    await page.getByRole('button', { name: 'Pilih tenor' }).click();
    await page
      .getByRole('dialog', { name: 'Tenor' })
      .getByRole('option', { name: '7 hari' })
      .waitFor({ timeout: 10_000 });
    return complaints;
  } finally {
    await browser.close();
  }
}
const versionOf = (/** @type {string} */ name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
/** @type {Record<string, string>} */
const peers = JSON.parse(
  readFileSync(join(root, 'packages/ui/package.json'), 'utf8'),
).peerDependencies;
/** The lowest version a peer range allows: the oldest a brand may install, so the one to test. */
const floorOf = (/** @type {string} */ name) => {
  const floor = /^\^(\d+\.\d+\.\d+)$/.exec(peers[name] ?? '')?.[1];
  if (!floor) throw new Error(`${name}: peer range ${peers[name]} is not ^x.y.z`);
  return floor;
};

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
    '<!doctype html><html lang="id"><head><meta charset="utf-8" /><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
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
        // A brand's strict setup: an optional prop is given `undefined` as often as left out.
        exactOptionalPropertyTypes: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        allowJs: true,
        checkJs: true,
        skipLibCheck: false,
        lib: ['ES2022', 'DOM'],
        types: ['node'],
      },
      include: ['src/main.tsx', 'src/page.js', 'src/brand.js', 'src/render.mjs'],
    }),
  );
  const deps = ['vite', 'typescript', '@types/react', '@types/react-dom', '@types/node'];
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      tarball,
      ...Object.keys(peers).map((name) => `${name}@${floorOf(name)}`),
      ...deps.map((name) => `${name}@${versionOf(name)}`),
    ],
    app,
  );
  run(join(app, 'node_modules/.bin/tsc'), ['-p', '.'], app);
  // Node's own resolution reads the package's types as ES modules: an import they hold
  // without its file's extension fails there, as it does in a consumer set up this way.
  writeFileSync(
    join(app, 'tsconfig.node16.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { module: 'node16', moduleResolution: 'node16' },
    }),
  );
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.node16.json'], app);
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  run('node', ['src/render.mjs'], app);
  // React names hydration mismatches only in its development build.
  const devBuild = ['build', '--logLevel', 'warn', '--outDir', 'dist-dev'];
  run(join(app, 'node_modules/.bin/vite'), devBuild, app, { NODE_ENV: 'development' });
  run('node', ['src/render.mjs', 'dist-dev/index.html'], app);
  const complaints = await hydrationComplaints(join(app, 'dist-dev'));
  console.log(`${complaints.length === 0 ? '✓' : '✗'} the server render hydrates in Chromium`);
  if (complaints.length > 0) {
    console.error(complaints.join('\n'));
    process.exitCode = 1;
  } else {
    console.log('\n@hiram/ui: package checks passed');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
