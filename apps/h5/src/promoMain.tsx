import { startApp } from './app/startApp.tsx';
import { createPromoRouter } from './routes/promoRouter.tsx';

void startApp(createPromoRouter);
