import { overviewPeriods, type OverviewPeriod } from '@gp/contract/agent-reports';
import { useState } from 'react';
import { buttonClassName } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import * as Tabs from '../../../components/tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { agentPagePath } from '../agent-pages';
import { newestDownlinesQuery, overviewQuery } from '../api/agent-queries';
import { AffiliateLink } from '../components/affiliate-link';
import { gmtLabel } from '../components/report-range';
import { TeamChart } from '../components/team-chart';
import styles from '../components/agent-pages.module.css';

/**
 * agentTeamOverview (spec 2.7, the default page): for a chosen period, the team's size, new and active
 * members, cash in and out, valid bets, profit and loss and the agent's own income, with a chart over
 * the period's days; then the affiliate link and the newest downlines.
 */
export const TeamOverviewPage = () => {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const overview = useQuery(overviewQuery(period));
  const newest = useQuery(newestDownlinesQuery());
  const v = overview.data;
  const figures = v
    ? [
        { key: 'teamSize', value: <>{v.teamSize.toLocaleString()}</> },
        { key: 'newMembers', value: <>{v.newMembers.toLocaleString()}</> },
        { key: 'activeMembers', value: <>{v.activeMembers.toLocaleString()}</> },
        { key: 'validBet', value: <Money amount={v.figures.validBet} /> },
        { key: 'profitLoss', value: <ProfitAmount amount={v.figures.profitLoss} /> },
        { key: 'deposits', value: <Money amount={v.figures.deposits} /> },
        { key: 'withdrawals', value: <Money amount={v.figures.withdrawals} /> },
        { key: 'income', value: <Money amount={v.income} /> },
      ]
    : [];

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="team-figures-title">
        <div className={styles.cardHead}>
          <h2 id="team-figures-title" className={styles.cardTitle}>
            {t('agent.overview_title')}
          </h2>
          {v ? (
            <span className={styles.hint}>
              {v.from === v.to ? v.from : `${v.from} – ${v.to}`} · {gmtLabel(v.utcOffsetMinutes)}
            </span>
          ) : null}
        </div>
        <Tabs.Root value={period} onValueChange={(value) => setPeriod(value as OverviewPeriod)}>
          <Tabs.List className={styles.periodTabs} aria-label={t('agent.period')}>
            {overviewPeriods.map((p) => (
              <Tabs.Trigger key={p} className={styles.scopeTab} value={p}>
                {t(`agent.period_${p}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {overviewPeriods.map((p) => (
            <Tabs.Content key={p} value={p} className={styles.stack}>
              {p !== period ? null : overview.isError ? (
                <FormAlert>{errorText(t, overview.error)}</FormAlert>
              ) : !v ? (
                <LoadingRows rows={3} />
              ) : (
                <dl className={styles.figures} aria-busy={overview.isPlaceholderData}>
                  {figures.map((figure) => (
                    <div key={figure.key} className={styles.figure}>
                      <dt>{t(`agent.fig_${figure.key}`)}</dt>
                      <dd>{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <p className={styles.hint}>{t('agent.overview_note')}</p>
      </section>
      {v ? (
        <section className={styles.card}>
          <TeamChart days={v.days} caption={t('agent.chart_title')} />
        </section>
      ) : null}
      {newest.data ? <AffiliateLink code={newest.data.affiliateCode} /> : null}
      <section className={styles.card} aria-labelledby="team-newest-title">
        <div className={styles.cardHead}>
          <h2 id="team-newest-title" className={styles.cardTitle}>
            {t('agent.newest_title')}
          </h2>
          <div className={styles.linkRow}>
            <Link
              className={buttonClassName({ variant: 'primary', size: 'sm' })}
              to={agentPagePath('registerCenter')}
            >
              {t('agent.page_registerCenter')}
            </Link>
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              to={agentPagePath('downlineManagmentView')}
            >
              {t('agent.page_downlineManagmentView')}
            </Link>
          </div>
        </div>
        {newest.isError ? (
          <FormAlert>{errorText(t, newest.error)}</FormAlert>
        ) : !newest.data ? (
          <LoadingRows rows={3} />
        ) : newest.data.content.length === 0 ? (
          <EmptyState
            title={t('agent.no_downlines')}
            text={t('agent.no_downlines_text')}
            icon="users"
            headingLevel={3}
          />
        ) : (
          <ul className={styles.stack}>
            {newest.data.content.map((d) => (
              <li key={d.account} className={styles.cardHead}>
                <span>
                  <strong>{d.account}</strong>{' '}
                  <span className={styles.hint}>
                    {t(`agent.type_${d.accountType}`)} · {t('agent.level_n', { n: d.level })}
                  </span>
                </span>
                <span className={styles.hint}>{formatDateTime(d.joinedAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
