import { hydrateRoot } from 'react-dom/client';
import { ConsumerPage } from './page.js';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <ConsumerPage />);
