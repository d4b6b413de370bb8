import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';

/** Agent centre (default page agentTeamOverview); its pages arrive with the agent issue. */
export const AgentHomeRoute = () => {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agent_home_title')}>
      <EmptyState title={t('page_empty_title')} text={t('agent_home_text')} icon="users" />
    </PageFrame>
  );
};
