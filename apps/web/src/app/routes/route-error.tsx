import { sessionKeys } from '@gp/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isRouteErrorResponse, useRouteError } from '../../lib/router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { isChunkLoadError, type ChunkLoadError } from '../../lib/load-chunk';
import { reloadPage } from '../../lib/page-reload';
import { session } from '../../lib/storage';
import { RouteLoader } from '../layouts/route-loader';

/** At most one silent reload per minute: a chunk missing from the server never makes a reload loop. */
const reloadSpacingMs = 60_000;

/**
 * Whether to reload the page now for this failed chunk. The usual cause is a new release: the old
 * page asks for chunk names the server no longer has, and a reload fetches the new ones. Offline, a
 * reload would only trade the app for the browser's error page.
 */
const claimSilentReload = (now = Date.now()): boolean => {
  if (!navigator.onLine) return false;
  const last = Number(session.get(sessionKeys.chunkReloadAt) ?? 0);
  if (now - last < reloadSpacingMs) return false;
  session.set(sessionKeys.chunkReloadAt, String(now));
  return true;
};

/** One decision per failure, however often React renders it (StrictMode renders twice). */
const decisions = new WeakMap<ChunkLoadError, boolean>();
const silentReloadFor = (error: ChunkLoadError): boolean => {
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = claimSilentReload();
    decisions.set(error, decision);
  }
  return decision;
};

/** The failed chunk: reload once without a word (spec 8), else the network message with a retry. */
const ChunkFailure = ({ error }: { error: ChunkLoadError }) => {
  const { t } = useTranslation();
  const reloading = silentReloadFor(error);
  useEffect(() => {
    if (reloading) reloadPage();
  }, [reloading]);
  if (reloading) return <RouteLoader />;
  return (
    <RetryPage title={t(error.timedOut ? 'page_load_timeout' : 'network_abnormal')} retryLabel={t('retry')} />
  );
};

const RetryPage = ({ title, retryLabel }: { title: string; retryLabel: string }) => (
  <main id="main" style={{ padding: 'var(--space-16) var(--space-6)', maxWidth: 560, margin: '0 auto' }}>
    <EmptyState title={title} icon="globe" headingLevel={2}>
      <Button variant="primary" onClick={() => reloadPage()}>
        {retryLabel}
      </Button>
    </EmptyState>
  </main>
);

/** A route whose module failed to load (spec 8: load-failed), an unknown page or a render error. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkFailure error={error} />;
  const code = isRouteErrorResponse(error) && error.status === 404 ? 'not_found' : 'system_error';
  return <RetryPage title={t(code)} retryLabel={t('retry')} />;
};
