import { startApp } from './app/startApp.tsx';
import { routeTable } from './routes/routeTable.ts';

void startApp({ routes: routeTable, history: 'browser' });
