import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CentreLayout } from '../../../components/centre-layout';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { contractSwitches } from '../../../lib/account-values';
import { useQuery } from '../../../lib/query';
import { useSearchParams } from '../../../lib/router';
import { consolidatedQuery } from '../../../lib/wallet-balance';
import { agentMenu, agentPagePath, defaultAgentPage, isAgentPage, type AgentPage } from '../agent-pages';

export type AgentCentrePages = Partial<Record<AgentPage, ComponentType>>;

/**
 * The agent centre (spec 2.7): its page menu and the page chosen by `?page=` (default
 * agentTeamOverview). The dividend and salary pages show only when the consolidated info enables
 * contracts or salaries (spec 6); pages whose data arrives later show their title and an empty state.
 */
export const AgentCentre = ({ pages }: { pages: AgentCentrePages }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const consolidated = useQuery(consolidatedQuery());
  const switches = consolidated.data
    ? contractSwitches(consolidated.data)
    : { enableContract: false, enableSalary: false };
  const visible = agentMenu.filter(
    (entry) =>
      !('gate' in entry) || (entry.gate === 'contract' ? switches.enableContract : switches.enableSalary),
  );
  const requested = params.get('page');
  const page: AgentPage =
    isAgentPage(requested) && visible.some((entry) => entry.page === requested)
      ? requested
      : defaultAgentPage;
  const Page = pages[page];

  return (
    <CentreLayout
      menuLabel={t('agent.menu')}
      entries={visible.map((entry) => ({
        key: entry.page,
        to: agentPagePath(entry.page),
        label: t(`agent.page_${entry.page}`),
        icon: entry.icon,
      }))}
      current={page}
      title={t(`agent.page_${page}`)}
      eyebrow={t('agent_home_title')}
    >
      {Page ? (
        <Suspense fallback={<LoadingRows rows={4} />}>
          <Page />
        </Suspense>
      ) : (
        <EmptyState title={t('page_empty_title')} text={t('page_empty_text')} icon="sparkle" />
      )}
    </CentreLayout>
  );
};
