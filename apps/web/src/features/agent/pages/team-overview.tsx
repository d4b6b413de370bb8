import { useTranslation } from '../../../i18n/use-translation';
import { buttonClassName } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { agentPagePath } from '../agent-pages';
import { AffiliateLink } from '../components/affiliate-link';
import { downlinesQuery, newestDownlinesQuery } from '../api/agent-queries';
import styles from '../components/agent-pages.module.css';

/** The first day of the last seven, today included (UTC calendar days, as the server filters). */
const weekStart = () => new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

/**
 * agentTeamOverview (spec 2.7, the default page): the team's size, its direct part, who joined in the
 * last seven days and who has not yet signed in, and the newest downlines, each figure read from the
 * team tree.
 */
export const TeamOverviewPage = () => {
  const { t, i18n } = useTranslation();
  const newest = useQuery(newestDownlinesQuery());
  const joined = useQuery(downlinesQuery({ scope: 'all', joinedFrom: weekStart(), pageSize: 1 }));
  const pending = useQuery(downlinesQuery({ scope: 'all', status: 'PENDING', pageSize: 1 }));
  const failed = newest.error ?? joined.error ?? pending.error;
  if (failed) return <FormAlert>{errorText(t, failed)}</FormAlert>;
  if (!newest.data || !joined.data || !pending.data) return <LoadingRows rows={4} />;
  const team = newest.data;
  const figures = [
    { label: t('agent.figure_team'), value: team.teamSize },
    { label: t('agent.figure_direct'), value: team.directCount },
    { label: t('agent.figure_new_week'), value: joined.data.total },
    { label: t('agent.figure_pending'), value: pending.data.total },
  ];

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="team-figures-title">
        <h2 id="team-figures-title" className={styles.cardTitle}>
          {t('agent.overview_title')}
        </h2>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.linkRow}>
          <Link className={buttonClassName({ variant: 'primary' })} to={agentPagePath('registerCenter')}>
            {t('agent.page_registerCenter')}
          </Link>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={agentPagePath('downlineManagmentView')}
          >
            {t('agent.page_downlineManagmentView')}
          </Link>
        </div>
      </section>
      <AffiliateLink code={team.affiliateCode} />
      <section className={styles.card} aria-labelledby="team-newest-title">
        <h2 id="team-newest-title" className={styles.cardTitle}>
          {t('agent.newest_title')}
        </h2>
        {team.content.length === 0 ? (
          <EmptyState
            title={t('agent.no_downlines')}
            text={t('agent.no_downlines_text')}
            icon="users"
            headingLevel={3}
          />
        ) : (
          <ul className={styles.stack}>
            {team.content.map((d) => (
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
