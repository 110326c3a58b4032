import { Button, createTheme, GlobalStyle, LocaleProvider } from '@hiram/ui';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { consumerBrand } from './brand.ts';

const theme = createTheme(consumerBrand);
const accentIsDerived: string = theme.color.accent;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ThemeProvider theme={theme}>
      <LocaleProvider locale="id">
        <GlobalStyle />
        <Button block onClick={() => undefined} data-accent={accentIsDerived}>
          Bayar sekarang
        </Button>
      </LocaleProvider>
    </ThemeProvider>,
  );
}
