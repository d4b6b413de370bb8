import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import strip from '../../../components/tab-strip.module.css';
import * as Tabs from '../../../components/tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { missionLeaderboardQuery, type LeaderboardWeek } from '../api/mission-queries';
import { LeaderboardRow } from './leaderboard-row';
import styles from './missions.module.css';

const weeks: readonly LeaderboardWeek[] = ['current', 'previous'];

/** The week's last day: the answer's weekEnd is the first instant after it. */
const lastDay = (weekEnd: string) => new Date(Date.parse(weekEnd) - 1).toISOString();

const BoardSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.boardSkeleton} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={48} />
      ))}
    </div>
  );
};

/** One week's board: its dates, the ranked rows, and the member's own place below them when outside. */
const Board = ({ week, viewer }: { week: LeaderboardWeek; viewer: number | null }) => {
  const { t, i18n } = useTranslation();
  const board = useQuery(missionLeaderboardQuery(week, viewer));
  if (board.isPending) return <BoardSkeleton />;
  if (!board.data) return <FormAlert>{errorText(t, board.error)}</FormAlert>;
  const { weekStart, weekEnd, entries, mine } = board.data;
  const dates = t('missions.week_dates', {
    start: formatDate(weekStart, i18n.language),
    end: formatDate(lastDay(weekEnd), i18n.language),
  });
  const mineOutside = mine !== null && !entries.some((entry) => entry.me);
  return (
    <div className={styles.board}>
      <p className={styles.weekDates}>
        <time dateTime={weekStart}>{dates}</time>
      </p>
      {entries.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon="trophy"
          title={t(`missions.board_empty_${week}`)}
          text={t(`missions.board_empty_${week}_text`)}
        />
      ) : (
        <ol className={styles.rows} aria-label={t('missions.ranking', { dates })}>
          {entries.map((entry) => (
            <LeaderboardRow key={`${entry.rank}-${entry.account}`} entry={entry} />
          ))}
        </ol>
      )}
      {mineOutside ? (
        <div className={styles.mine}>
          <p className={styles.mineLabel} id={`mission-mine-${week}`}>
            {t('missions.your_place')}
          </p>
          <ol className={styles.rows} aria-labelledby={`mission-mine-${week}`}>
            <LeaderboardRow entry={mine} />
          </ol>
        </div>
      ) : null}
    </div>
  );
};

/** The weekly leaderboard by mission points, this week or last week (query week=current|previous). */
export const Leaderboard = ({ viewer }: { viewer: number | null }) => {
  const { t } = useTranslation();
  const [week, setWeek] = useState<LeaderboardWeek>('current');
  return (
    <section className={styles.section} aria-labelledby="mission-leaderboard-title">
      <div className={styles.sectionHead}>
        <h2 id="mission-leaderboard-title" className={styles.sectionTitle}>
          {t('missions.leaderboard')}
        </h2>
        <p className={styles.sectionText}>{t('missions.leaderboard_text')}</p>
      </div>
      <Tabs.Root
        value={week}
        onValueChange={(next) => setWeek(next as LeaderboardWeek)}
        activationMode="manual"
      >
        <Tabs.List className={`${strip.list} ${styles.weekTabs}`} aria-label={t('missions.weeks')}>
          {weeks.map((w) => (
            <Tabs.Trigger key={w} value={w} className={strip.tab}>
              {t(`missions.week_${w}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {weeks.map((w) => (
          <Tabs.Content key={w} value={w} className={styles.panel}>
            <Board week={w} viewer={viewer} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
};
