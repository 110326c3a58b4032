import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import {
  brandPresets,
  createTheme,
  GlobalStyle,
  LocaleProvider,
  type UiLocale,
} from '../packages/ui/src/index.ts';

const themes = Object.fromEntries(
  Object.entries(brandPresets).map(([name, brand]) => [name, createTheme(brand)]),
);

const withLocale: Decorator = (Story, context) => (
  <LocaleProvider locale={context.globals.locale as UiLocale}>
    <Story />
  </LocaleProvider>
);

const preview: Preview = {
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
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { defaultViewport: 'mobile' },
  },
  tags: ['autodocs'],
};

export default preview;
