import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootLanguage } from './i18n/i18n';
import { applyCspNonce } from './lib/csp-nonce';
import './styles/tokens.css';
import './styles/global.css';

applyCspNonce();
void bootLanguage();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
