import {
  Button,
  createTheme,
  GlobalStyle,
  LocaleProvider,
  MaskedField,
  PayCodeCard,
} from '@hiram/ui';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { consumerBrand } from './brand.js';

const theme = createTheme(consumerBrand);
const accentIsDerived: string = theme.color.accent;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ThemeProvider theme={theme}>
      <LocaleProvider locale="id">
        <GlobalStyle />
        <PayCodeCard title="7-Eleven" code="PJJ123C" onCopy={(copied) => copied} />
        <MaskedField label="Nomor kartu" mask="bankCard" onChange={(digits: string) => digits} />
        <Button block onClick={() => undefined} data-accent={accentIsDerived}>
          Bayar sekarang
        </Button>
      </LocaleProvider>
    </ThemeProvider>,
  );
}
