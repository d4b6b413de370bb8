import type { Mission } from '@gp/contract/missions';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { CheckMark } from './check-mark';
import { MissionProgress } from './mission-progress';
import styles from './missions.module.css';
import { timeLeft } from './time-left';
import type { MissionClaim } from './use-mission-claim';

/** The foot of a card: the claim button when completed, a check when claimed, else "In progress". */
const MissionAction = ({
  mission,
  claim,
  titleId,
}: {
  mission: Mission;
  claim: MissionClaim;
  titleId: string;
}) => {
  const { t } = useTranslation();
  if (mission.status === 'claimed') {
    return (
      <span className={styles.claimed}>
        <CheckMark />
        {t('missions.status_claimed')}
      </span>
    );
  }
  if (mission.status === 'completed') {
    return (
      <Button
        aria-describedby={titleId}
        disabled={claim.busy !== null}
        aria-busy={claim.busy === mission.id}
        onClick={() => void claim.claim(mission)}
      >
        {t('missions.claim', { amount: formatMoney(mission.reward) })}
      </Button>
    );
  }
  return <span className={styles.pending}>{t('missions.status_in_progress')}</span>;
};

/** One mission: its title, progress, reward and mission points, the time left in its period, and its action. */
export const MissionCard = ({
  mission,
  claim,
  now,
}: {
  mission: Mission;
  claim: MissionClaim;
  now: number;
}) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const left = timeLeft(mission.endsAt, now);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={mission.status}>
      <h3 id={titleId} className={styles.cardTitle}>
        {mission.title}
      </h3>
      <MissionProgress mission={mission} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('missions.reward')}</dt>
          <dd className={styles.reward}>{formatMoney(mission.reward)}</dd>
        </div>
        <div>
          <dt>{t('missions.points')}</dt>
          <dd>{t('missions.points_plus', { points: mission.missionPoints })}</dd>
        </div>
        <div>
          <dt>{t('missions.time_left')}</dt>
          <dd>
            <time dateTime={mission.endsAt} title={formatDateTime(mission.endsAt, i18n.language)}>
              {t(`missions.${left.key}`, left)}
            </time>
          </dd>
        </div>
      </dl>
      <div className={styles.foot}>
        <MissionAction mission={mission} claim={claim} titleId={titleId} />
      </div>
    </article>
  );
};
