import { isVendorPage } from '@gp/contract/web-routes';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { startTabSession } from './features/auth/tab-session-sync';
import { bootLanguage } from './i18n/i18n';
import { applyCspNonce } from './lib/csp-nonce';
import './styles/tokens.css';
import './styles/global.css';
import { lazyChunk } from './lib/load-chunk';

applyCspNonce();

/**
 * A game vendor's page (vendor layout, framed by /seamless) renders on its own: it must not adopt a
 * `?token=` as the platform session (its token is the vendor's launch token), start a socket or call
 * the platform's start-up API.
 */
const vendorPage = isVendorPage(window.location.pathname);
const VendorPage = lazyChunk(() =>
  import('./app/routes/demo-game-route').then((m) => ({ default: m.DemoGameRoute })),
);
if (!vendorPage) {
  void bootLanguage();
  startTabSession();
  preloadPage(window.location.pathname);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    {vendorPage ? (
      <Suspense fallback={null}>
        <VendorPage />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
