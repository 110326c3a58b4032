import {
  createTheme,
  DialogHost,
  GlobalStyle,
  LocaleProvider,
  ToastHost,
  type UiLocale,
} from '@hiram/ui';
import { ThemeProvider } from 'styled-components';
import { brandFromEnv } from '../config/brandFromEnv.ts';
import { HomePlaceholder } from './HomePlaceholder.tsx';

const theme = createTheme(brandFromEnv(import.meta.env));
const locale = (import.meta.env.VITE_LOCALE ?? 'en') as UiLocale;

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <LocaleProvider locale={locale}>
        <GlobalStyle />
        <HomePlaceholder appName={import.meta.env.VITE_APP_NAME} />
        <DialogHost />
        <ToastHost />
      </LocaleProvider>
    </ThemeProvider>
  );
}
