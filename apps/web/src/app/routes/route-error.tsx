import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';

/** A route module that failed to load (spec 8: load-failed) or a render error: plain retry. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  const code = isRouteErrorResponse(error) && error.status === 404 ? 'not_found' : 'chunk_load_failed';
  return (
    <main id="main" style={{ padding: 'var(--space-16) var(--space-6)', maxWidth: 560, margin: '0 auto' }}>
      <EmptyState title={t(code)} icon="globe" headingLevel={2}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      </EmptyState>
    </main>
  );
};
