import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { OrderCard } from './OrderCard.tsx';

/** Where the bench server serves this page (`scripts/bench/server.mjs`). */
const BASENAME = '/__bench/bare';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root');
createRoot(container).render(
  <BrowserRouter basename={BASENAME}>
    <Routes>
      <Route path="/" element={<OrderCard />} />
    </Routes>
  </BrowserRouter>,
);
