import type { Mission } from '@gp/contract/missions';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { useSessionStore } from '../../../lib/session-store';
import { missionSummaryQuery } from '../../../lib/mission-summary';
import { Leaderboard } from '../components/leaderboard';
import { MissionCard } from '../components/mission-card';
import styles from '../components/missions.module.css';
import { useMissionClaim, type MissionClaim } from '../components/use-mission-claim';
import { useNow } from '../hooks/use-now';

const MissionsSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={212} />
      ))}
    </div>
  );
};

/** One period's missions ("Today", "This week") as a grid of cards; nothing when it has none. */
const MissionGroup = ({
  id,
  title,
  missions,
  claim,
  now,
}: {
  id: string;
  title: string;
  missions: Mission[];
  claim: MissionClaim;
  now: number;
}) =>
  missions.length === 0 ? null : (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {missions.map((mission) => (
          <li key={mission.id}>
            <MissionCard mission={mission} claim={claim} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );

/**
 * missionLeaderboard (spec 2.6; issue 20): the member's points this week and what is ready to claim,
 * the day's and the week's missions with their progress and claim, then the weekly leaderboard.
 */
export const MissionLeaderboardPage = () => {
  const { t, i18n } = useTranslation();
  const viewer = useSessionStore((state) => (state.isTrial ? null : (state.member?.id ?? null)));
  const summary = useQuery(missionSummaryQuery(currentLanguage(), viewer));
  const claim = useMissionClaim(viewer);
  const now = useNow();
  const count = new Intl.NumberFormat(i18n.language || undefined);

  const missions = () => {
    if (summary.isPending) return <MissionsSkeleton />;
    // A failed refresh keeps what was shown; only a first load that failed shows the error.
    const data = summary.data;
    if (!data) return <FormAlert>{errorText(t, summary.error)}</FormAlert>;
    const list = data.missions;
    if (list.length === 0) {
      return <EmptyState title={t('missions.empty')} text={t('missions.empty_text')} icon="trophy" />;
    }
    return (
      <>
        <dl className={styles.summary}>
          <div>
            <dt>{t('missions.week_points')}</dt>
            <dd>{count.format(data.weekPoints)}</dd>
          </div>
          <div>
            <dt>{t('missions.claimable')}</dt>
            <dd>{count.format(data.claimable)}</dd>
          </div>
        </dl>
        <MissionGroup
          id="missions-today"
          title={t('missions.today')}
          missions={list.filter((m) => m.period === 'D')}
          claim={claim}
          now={now}
        />
        <MissionGroup
          id="missions-week"
          title={t('missions.this_week')}
          missions={list.filter((m) => m.period === 'W')}
          claim={claim}
          now={now}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('missions.intro')}</p>
      {claim.done ? (
        <p role="status" className={styles.done}>
          {claim.done}
        </p>
      ) : null}
      {claim.error ? <FormAlert>{claim.error}</FormAlert> : null}
      {missions()}
      <Leaderboard viewer={viewer} />
    </div>
  );
};
