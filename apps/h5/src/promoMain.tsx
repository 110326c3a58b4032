import { startApp } from './app/startApp.tsx';
import { promoRouteTable } from './routes/promoRouteTable.ts';

void startApp({ routes: promoRouteTable, history: 'hash' });
