import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Decorator, LoaderFunction, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { ThemeProvider } from 'styled-components';
import { setBridgeListener } from '../apps/h5/src/bridge/index.ts';
import { bridgeCalls, clearStoryJournals } from '../apps/h5/src/dev/storybook/journals.ts';
import { stampRequestsWithJournalEpoch } from '../apps/h5/src/dev/storybook/stampRequests.ts';
import { en } from '../apps/h5/src/i18n/catalogues/en.ts';
import { fil } from '../apps/h5/src/i18n/catalogues/fil.ts';
import { id } from '../apps/h5/src/i18n/catalogues/id.ts';
import { zhCN } from '../apps/h5/src/i18n/catalogues/zh-CN.ts';
import { I18nProvider } from '../apps/h5/src/i18n/I18nProvider.tsx';
import type { Catalogue } from '../apps/h5/src/i18n/index.ts';
import type { TextPack, TextTable } from '../apps/h5/src/i18n/textPack.ts';
import { loadEmpty } from '../apps/h5/src/screen/LazyEmpty.tsx';
import { forgetEntryStates } from '../apps/h5/src/screen/useEntryState.ts';
import { forgetLastBack } from '../apps/h5/src/screen/usePageBack.ts';
import { openDialog } from '../packages/ui/src/Dialog/Dialog.tsx';
import {
  brandPresets,
  createTheme,
  GlobalStyle,
  toast,
  type UiLocale,
  uiStrings,
} from '../packages/ui/src/index.ts';
import { openPromoPopup } from '../packages/ui/src/PromoPopup/PromoPopup.tsx';
import { sidewaysOverflow } from './sidewaysOverflow.ts';

const themes = Object.fromEntries(
  Object.entries(brandPresets).map(([name, brand]) => [name, createTheme(brand)]),
);

const catalogues: Record<UiLocale, Catalogue> = { en, 'zh-CN': zhCN, id, fil };

stampRequestsWithJournalEpoch();

/** Native bridge calls show in the Actions panel; play functions read `bridgeCalls`. */
setBridgeListener((name, payload) => {
  bridgeCalls.push(payload ? { action: name, payload } : { action: name });
  action(`bridge.${name}`)(payload);
});

/**
 * The open Dialog and PromoPopup, and the screens' rare Empty state, are chunks of their own; a
 * first fetch from the dev server can outlast a play function's wait on a busy machine, and the
 * Empty state waits for its code with Suspense, which never resumes under the test runner's `act`.
 * Once fetched, they show in the same commit.
 */
const loadDialogCode = async () => {
  await Promise.all([openDialog.load(), openPromoPopup.load(), loadEmpty()]);
};

/** Every feature's text packs: a screen's story renders in its language at once, as the app does. */
const textPacks = Object.values(
  import.meta.glob<Record<string, unknown>>('../apps/h5/src/**/text/*/index.ts', {
    eager: true,
  }),
).flatMap((exports) => Object.values(exports).filter(isTextPack));

function isTextPack(value: unknown): value is TextPack<TextTable> {
  return typeof value === 'object' && value !== null && 'load' in value;
}

const loadTextPacks: LoaderFunction = async ({ globals }) => {
  await Promise.all(textPacks.map((pack) => pack.load(globals.locale as UiLocale)));
};

/** The app's catalogue and the library's built-in labels follow the toolbar's locale. */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale as UiLocale;
  return (
    <I18nProvider locale={locale} catalogue={catalogues[locale]} uiStrings={uiStrings[locale]}>
      <Story />
    </I18nProvider>
  );
};

/**
 * Borrowers hold phones: every story opens, and its test runs, in a phone's viewport (the
 * toolbar offers the others). A story may pick another with `globals: { viewport: { value } }`.
 */
const viewports = {
  ...MINIMAL_VIEWPORTS,
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  smallPhone: { name: 'Small phone', styles: { width: '320px', height: '568px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  // The mock backend for screens: stories add handlers with `beforeEach: withMockBackend(...)`.
  loaders: [mswLoader(), loadDialogCode, loadTextPacks],
  // Storybook's React renderer runs each of a play function's events inside a synchronous
  // `act`. A render that waits for code or data there is parked in act's queue, and once act has
  // returned React keeps waiting on that dead task: the screen stays on its fallback for good
  // (the landing's privacy dialog did, when its text had not arrived in time). A borrower's
  // browser has no `act`: events run as they do there.
  beforeAll: () => {
    configure({ eventWrapper: (dispatch) => dispatch() });
  },
  // Every story opens as a new page would: what an earlier story kept with its history entry
  // (its first entry's key is the same in every memory router) is forgotten, and the journals
  // of bridge calls and navigations start empty, with or without the mock backend. A toast the
  // story before left (shown for 2 s) is gone too, and so is its last Back, which would make a
  // Back tapped soon after look like a double tap's second tap.
  beforeEach: () => {
    forgetEntryStates();
    forgetLastBack();
    clearStoryJournals();
    toast.hide();
  },
  decorators: [
    withLocale,
    withThemeFromJSXProvider({
      themes,
      defaultTheme: 'hiram',
      Provider: ThemeProvider,
      GlobalStyles: GlobalStyle,
    }),
  ],
  globalTypes: {
    locale: {
      description: 'Language of the built-in labels',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-CN', title: '简体中文' },
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'fil', title: 'Filipino' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
  },
  tags: ['autodocs'],
  // Every story, in every brand, fits its phone's width: nothing makes the page scroll sideways.
  afterEach: () => {
    const overflow = sidewaysOverflow();
    if (overflow.length > 0) {
      throw new Error(`Past the screen's right edge:\n${overflow.slice(0, 5).join('\n')}`);
    }
  },
};

export default preview;
