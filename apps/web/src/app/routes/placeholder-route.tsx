import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from '../../lib/router';
import { EmptyState } from '../../components/empty-state';
import type { IconName } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';

const pages: Record<string, { titleKey: string; icon: IconName }> = {
  '/seamless': { titleKey: 'page_seamless_title', icon: 'slots' },
};
const lottery = { titleKey: 'page_lottery_title', icon: 'lottery' } as const;

/**
 * The frame of pages whose data arrives in later issues: title and a plain empty state, no sample data.
 */
export const PlaceholderRoute = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pages[pathname] ?? lottery;
  return (
    <PageFrame title={t(page.titleKey)}>
      <EmptyState title={t('page_empty_title')} text={t('page_empty_text')} icon={page.icon} />
    </PageFrame>
  );
};
