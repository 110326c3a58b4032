import { bootApp } from './app/bootApp.ts';
import { promoRouteTable } from './routes/promoRouteTable.ts';

void bootApp({ routes: promoRouteTable, history: 'hash' });
