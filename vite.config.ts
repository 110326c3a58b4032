import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { brandPresets } from './packages/ui/src/theme/brands.ts';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
});

/** Chromium with Android's dark theme forced onto pages, as Chrome and many web views offer. */
const forcedDarkChromium = playwright({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--enable-features=WebContentsForceDark'],
  },
  contextOptions: { colorScheme: 'dark' },
});

/** Chromium in forced colours, as Windows' contrast themes and some phones' high-contrast modes: a dark one. */
const forcedColoursChromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
  contextOptions: { forcedColors: 'active', colorScheme: 'dark' },
});

const browser = (provider = chromium) => ({
  enabled: true,
  headless: true,
  provider,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 390, height: 844 },
});

const DEFAULT_BRAND = 'hiram';
if (!(DEFAULT_BRAND in brandPresets)) throw new Error(`No brand preset named ${DEFAULT_BRAND}`);

/** Containers on the mock backend: `<Screen>Page.stories.tsx`, and the backend's own stories. */
const wiredScreenStories = ['apps/h5/src/**/*Page.stories.tsx', 'apps/h5/src/dev/storybook/**'];

/** Prerendering renders the whole app, which reads its brand from the build's env. */
const prerenderTests = ['apps/h5/src/prerender/**/*.test.ts'];

const formatTests = ['packages/ui/src/format/**/*.test.ts', 'packages/ui/src/mask/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@hiram/ui': here('./packages/ui/src/index.ts') } },
  test: {
    // Three browsers share this 2-core machine with the unit tests: a slow test is not a failure,
    // nor is a slow module load in a suite's setup.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: prerenderTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'prerender',
          environment: 'node',
          include: prerenderTests,
          env: loadEnv(DEFAULT_BRAND, here('./apps/h5'), 'VITE_'),
        },
      },
      ...['UTC', 'America/New_York'].map((tz) => ({
        extends: true as const,
        test: {
          name: `unit TZ=${tz}`,
          environment: 'node' as const,
          include: formatTests,
          env: { TZ: tz },
        },
      })),
      ...Object.keys(brandPresets).map((brand) => ({
        extends: true as const,
        plugins: [
          storybookTest({ configDir: here('./.storybook'), initialGlobals: { theme: brand } }),
        ],
        test: {
          name: `stories:${brand}`,
          browser: browser(),
          // Library and view stories run in every brand, so axe checks every theme; wired screens
          // exercise the mock backend, the router and the bridge, which no brand changes.
          exclude: brand === DEFAULT_BRAND ? [] : wiredScreenStories,
          // One iframe for all of a brand's story files: each story already renders afresh with its
          // own mock backend, so reloading the preview and the library per file (about 1.3 s each
          // here) bought nothing. Measured on stories:tala: 206 s isolated, 78 s not.
          isolate: false,
        },
      })),
      {
        // The tests read the app's tables (routes, catalogues) as the app resolves them.
        resolve: { alias: { '@hiram/ui': here('./packages/ui/src/index.ts') } },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/h5/e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/h5/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Concurrent tests open this many tabs at once beside the story browsers.
          maxConcurrency: 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'forced dark',
          include: ['packages/ui/visual/**/*.forcedDark.test.tsx'],
          browser: browser(forcedDarkChromium),
        },
      },
      {
        extends: true,
        test: {
          name: 'forced colours',
          include: ['packages/ui/visual/**/*.forcedColours.test.tsx'],
          browser: browser(forcedColoursChromium),
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['packages/ui/visual/**/*.visual.test.tsx'],
          browser: {
            ...browser(),
            // Beside the story projects a screenshot can take seconds; stability still needs two equal ones.
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', timeout: 20_000 } },
          },
        },
      },
    ],
  },
});
