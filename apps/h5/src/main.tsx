import { startApp } from './app/startApp.tsx';
import { createAppRouter } from './routes/router.tsx';

void startApp(createAppRouter);
