import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the demo build (mock backend on) is served, ending in `/`. */
    appUrl: string;
    /** The production build (mock backend off), for a test to serve beside the stub backend. */
    productionDir: string;
  }
}

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the demo (mock backend on) once and serves it for every end-to-end test; builds the
 * production app beside it for the tests that need what the demo's mock worker prevents (the
 * browser's back-forward cache).
 */
export default async function setup(project: TestProject) {
  const shared = { root: appRoot, configFile: join(appRoot, 'vite.config.ts'), mode: 'hiram' };
  const productionDir = mkdtempSync(join(tmpdir(), 'hiram-e2e-production-'));
  process.env.VITE_MOCK = 'off';
  await build({ ...shared, logLevel: 'warn', build: { outDir: productionDir, emptyOutDir: true } });
  project.provide('productionDir', productionDir);
  const outDir = mkdtempSync(join(tmpdir(), 'hiram-e2e-'));
  process.env.VITE_MOCK = 'on';
  await build({ ...shared, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    ...shared,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The demo server did not report its address');
  project.provide('appUrl', url);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(productionDir, { recursive: true, force: true });
  };
}
