import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/router';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notfound_title')}>
      <EmptyState title="404" text={t('notfound_text')} icon="globe">
        <Link to="/" className={buttonClassName({ variant: 'primary' })}>
          {t('notfound_home')}
        </Link>
      </EmptyState>
    </PageFrame>
  );
};
