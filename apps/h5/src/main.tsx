import { bootApp } from './app/bootApp.ts';
import { routeTable } from './routes/routeTable.ts';

void bootApp({ routes: routeTable, history: 'browser' });
