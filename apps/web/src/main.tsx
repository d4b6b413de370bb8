import { isVendorPage } from '@gp/contract/web-routes';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { startTabSession } from './features/auth/tab-session-sync';
import { firstPaintLayerId } from '@gp/contract/startup';
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
const reactRoot = createRoot(root);
// A transition: the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole lobby (Lighthouse's total blocking time, a phone's first tap).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      {vendorPage ? (
        <Suspense fallback={null}>
          <VendorPage />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  ),
);
// The lobby's HTML painted its hero in a layer above the app (plugins/first-paint.ts on the server):
// the code that removes it loads only then.
if (document.getElementById(firstPaintLayerId))
  void import('./features/startup/first-paint').then(
    ({ releaseFirstPaint }) => releaseFirstPaint(root),
    () => document.getElementById(firstPaintLayerId)?.remove(),
  );
