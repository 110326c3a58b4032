import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { checkBrand } from './build/brandCheck.ts';
import { brandFavicon } from './build/brandFavicon.ts';
import { minifiedStyledCss } from './build/minifyStyledCss.ts';
import { plainDynamicImports } from './build/plainDynamicImports.ts';
import { precomputedTheme } from './build/precomputedTheme.ts';
import { prerenderPages } from './build/prerender.ts';
import { redaxiosWithoutCookies } from './build/redaxiosWithoutCookies.ts';
import { shakeableRouter } from './build/shakeableRouter.ts';
import { stableStyledIds } from './build/stableStyledIds.ts';
import { staticHosting } from './build/staticHosting.ts';
import { styledWithoutPrefixer } from './build/styledWithoutPrefixer.ts';
import type { BrandEnv } from './src/config/brandFromEnv.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WORKER = '/mockServiceWorker.js';

function announceDemoHome(urls: readonly string[] | undefined) {
  const base = urls?.[0];
  if (base) console.warn(`\n  Demo home (device parameters, every screen): ${base}testPreview\n`);
}

const MOCK_IMAGES = '/mock-images/';

/** The worker and the mock backend's pictures, as `[public path, file]`. */
function mockAssets(): [string, string][] {
  const images = readdirSync(fromHere(`./mock-public${MOCK_IMAGES}`)).map(
    (name) => `${MOCK_IMAGES}${name}`,
  );
  return [WORKER, ...images].map((path) => [path, fromHere(`./mock-public${path}`)]);
}

/** Serves (and, in demo builds, ships) msw's worker and the mock pictures only when the mock backend is on. */
function mockWorker(enabled: boolean): Plugin {
  return {
    name: 'hiram-mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.httpServer?.once('listening', () =>
        setTimeout(() => announceDemoHome(server.resolvedUrls?.local)),
      );
      for (const [path, file] of mockAssets()) {
        server.middlewares.use(path, (_req, res) => {
          res.setHeader(
            'Content-Type',
            path.endsWith('.svg') ? 'image/svg+xml' : 'text/javascript',
          );
          res.end(readFileSync(file));
        });
      }
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      server.httpServer?.once('listening', () => announceDemoHome(server.resolvedUrls?.local));
    },
    generateBundle() {
      if (!enabled) return;
      for (const [path, file] of mockAssets()) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(file) });
      }
    },
  };
}

/**
 * React Router 7's package exports name only its development build, warnings included
 * (remix-run/react-router#12532, #14102); builds take the production build it ships beside it.
 */
const reactRouterProduction = {
  'react-router/dom': fromHere('../../node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': fromHere('../../node_modules/react-router/dist/production/index.mjs'),
};

/** The brand variables `src/app/appTheme.ts` reads, as the build's env has them. */
function brandEnv(env: Record<string, string | undefined>): BrandEnv {
  const read = (name: keyof BrandEnv) => env[name] ?? '';
  return {
    VITE_APP_NAME: read('VITE_APP_NAME'),
    VITE_THEME_GRADIENT: read('VITE_THEME_GRADIENT'),
    VITE_THEME_ACCENT: read('VITE_THEME_ACCENT'),
    VITE_THEME_FONT: read('VITE_THEME_FONT'),
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, fromHere('.'), 'VITE_'), ...process.env };
  checkBrand(mode, env);
  // `npm start`: readable class names and React Router's warnings, the theme worked at run time.
  const serving = command === 'serve';
  return {
    plugins: [
      ...(serving ? [] : [precomputedTheme(brandEnv(env))]),
      stableStyledIds(fromHere('../..'), { short: !serving }),
      ...(serving ? [] : [minifiedStyledCss(fromHere('../..'))]),
      shakeableRouter(),
      redaxiosWithoutCookies(),
      styledWithoutPrefixer(),
      react(),
      ...(isSsrBuild
        ? []
        : [
            brandFavicon(brandEnv(env)),
            mockWorker(env.VITE_MOCK === 'on'),
            plainDynamicImports(),
            prerenderPages(),
            staticHosting(),
          ]),
    ],
    resolve: {
      alias: {
        '@hiram/ui': fromHere('../../packages/ui/src/index.ts'),
        ...(serving ? {} : reactRouterProduction),
      },
    },
    build: {
      target: 'es2020',
      // The prerendered pages list their chunks in the HTML (build/chunkPreloads.ts); Vite's own
      // preload map would put every route's chunk list into the entry that every page loads.
      modulePreload: false,
      sourcemap: true,
      manifest: true,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            input: { main: fromHere('index.html'), promo: fromHere('promo.html') },
            // Left alone, the splitter makes a chunk per set of screens that share a module: each
            // new screen cut the framework and the small shared modules into more, smaller chunks,
            // and every first load paid for the lost compression. Two chunks stay whole instead:
            // the framework every page loads, and the small kit every data screen loads.
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules\/(react|react-dom|scheduler|react-router|styled-components|stylis|@emotion\/[\w-]+|tslib)\/|packages\/ui\/src\/(internal\/(LazyLayer|PendingLayer|lazyModule|loadingPulse|modalLayers|layerStack)|Dialog\/Dialog|idle\/(whenIdle|useLayerCode)|layers\/dismissTopLayer|ssr\/useInBrowser)\.tsx?|packages\/ui\/src\/(locale\/(en|useUiStrings|enLabels|UiStringsProvider)|Button\/Button|internal\/(buttonLook|IconButton|VisuallyHidden|StatePanel|keyboardOpen|useKeyboardOpen|usePrefersReducedMotion)|ErrorState\/ErrorState|FooterBar\/FooterBar|NavBar\/NavBar|Skeleton\/Skeleton(Shape)?)\.tsx?|apps\/h5\/src\/(i18n\/(translate|I18nProvider)|screen\/(ScreenStatus|focusTitle|reloadWhenOnline|ScreenLayout|usePageBack|useNavigateOnce|useStillShown|navigationPlan|backShown))\.tsx?/,
                  },
                  {
                    // The open dialog and promo popup with everything a modal is made of, in one
                    // chunk: split by who shares each, a dialog the page opens as it loads (an
                    // order's bank card prompt, the promo popup) waited one round trip per level
                    // of imports, two or three in all. Every page fetches it for its dialog host.
                    name: 'modal',
                    test: /packages\/ui\/src\/(Dialog\/OpenDialog|PromoPopup\/OpenPromoPopup|internal\/(ModalHeader|ModalBody|useScrollable|modalLabels|CloseButton|useModal|tabStops|inertOutside|entering|scrollLock|Backdrop|wrapFocus|Portal))\.tsx?$/,
                  },
                  {
                    // What a bottom sheet, the option sheets and the select list are made of, in one chunk: split,
                    // a picker tapped before the idle head start had walked its imports waited
                    // one round trip per level, four in all (2-2.5 s on slow 3G).
                    name: 'sheet',
                    test: /packages\/ui\/src\/(internal\/(BottomSheet|CheckIcon)|Picker\/(OptionSheet|PickerSheet|OptionList|PickerToolbar)|SelectList\/SelectSheet|Popup\/Popup)\.tsx?$/,
                  },
                  {
                    // The stars with the two rating prompts, the only screens that use them: split,
                    // the order page's prompt, which opens as the order shows, waited for its
                    // stars one round trip after its own code.
                    name: 'rating',
                    test: /packages\/ui\/src\/Rate\/(Rate|StarIcon|starsLabel)\.tsx?$|apps\/h5\/src\/features\/(order\/detail|complaint\/details)\/RatingDialog\.tsx$/,
                  },
                  {
                    // What both entries run before the app: session, request table, client, guard.
                    name: 'boot',
                    test: /node_modules\/(redaxios\/|@oxc-project\/runtime\/)|vite\/preload-helper|packages\/ui\/src\/(Toast\/toastStore|idle\/loadOnce)|apps\/h5\/src\/(config\/env|session\/(sessionKeys|session|currentSession)|api\/(apiError|checkAnswer|earlyAnswers|endpoints|envelope|messages|specialCodes|timeout|http|client)|i18n\/(catalogues\/en|textPack)|routes\/(matchRoute|loadsCodeAtOnce)|app\/(bootApp|bootFailure)|paths\/paths|link\/\w+|bridge\/(createBridge|bridge|nativeBack|historyBehind)|documents\/text\/legal\/index)\.(tsx?|js)$/,
                  },
                  {
                    // What the two cost disclosures (loan confirm's, the rollover's) share, in
                    // one chunk rather than one per module.
                    name: 'costKit',
                    test: /apps\/h5\/src\/screen\/(calendarDay|showPercent)\.ts$/,
                  },
                  {
                    // The simple forms' field with what keeps text typed before the code came: a
                    // page drawn afresh fetches it beside its language, a form page has it anyway.
                    name: 'FormField',
                    test: /apps\/h5\/src\/screen\/(FormField|useEarlyInput|typedFields|useFocusRefused|enterMovesOn)\.tsx?$/,
                  },
                  {
                    name: 'dataKit',
                    test: /apps\/h5\/src\/(screen\/(resourceState|useResource|useBackWaits|useEntryState|useFollowLink|Section|displayFormat|useDisplayFormat|lazyLayer|LayerFailure|lazyPart|LazyEmpty)|api\/(callWith|writeOutcome)|i18n\/usePackText|bridge\/useNativeBack)|packages\/ui\/src\/(Logo|format|internal\/(useControllableState|HiddenInput|cardSurface|fillLabel))\/?/,
                  },
                ],
              },
            },
          },
    },
  };
});
