import type { Mission } from '@gp/contract/missions';
import bar from '../../../components/money-progress.module.css';
import type { Translate } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { missionPercent, unitText } from './mission-units';
import styles from './missions.module.css';

/** What a mission counts, in the reader's words ("Valid bets on Slots", "Days logged in a row"). */
export const kindLabel = (t: Translate, mission: Mission): string =>
  mission.kind === 'BET' && mission.gameType
    ? t('missions.kind_BET_on', { type: t([`category_${mission.gameType}`, mission.gameType]) })
    : t(`missions.kind_${mission.kind}`);

/**
 * A mission's progress: what it counts and "done / target" above a bar (the app's progress bar look,
 * components/money-progress), announced as a labelled progressbar with the same figures.
 */
export const MissionProgress = ({ mission }: { mission: Mission }) => {
  const { t, i18n } = useTranslation();
  const percent = missionPercent(mission);
  const figures = `${unitText(mission, mission.progress, i18n.language)} / ${unitText(mission, mission.target, i18n.language)}`;
  return (
    <div className={styles.progress}>
      <span>{kindLabel(t, mission)}</span>
      <span className={styles.figure}>{figures}</span>
      <div
        className={bar.bar}
        role="progressbar"
        aria-label={t('missions.progress_label', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${figures} (${percent}%)`}
      >
        <div className={bar.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};
