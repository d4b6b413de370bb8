import type { LotteryMenuGame } from '@gp/contract/lottery';
import { useQuery } from '../../../lib/query';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { lotteryMenuQuery, type LotteryArea } from '../api/lottery-queries';
import type { PrizeMode } from '@gp/contract/lottery';
import { useNow } from '../use-now';
import { DrawCountdown } from './draw-countdown';
import { ResultBalls } from './result-balls';
import styles from './lottery.module.css';

const GameTile = ({
  game,
  now,
  offsetMs,
  onOpen,
}: {
  game: LotteryMenuGame;
  now: number;
  offsetMs: number;
  onOpen: (gameCode: string) => void;
}) => {
  const { t } = useTranslation();
  // The button holds the name only and stretches over the whole tile (lottery.module.css): its
  // accessible name "Play <name>" then contains all of its visible text, and the tag, countdown and
  // last result are read as the tile's own content.
  return (
    <li className={styles.tile}>
      <span className={styles.tileHead}>
        <button
          type="button"
          className={`${styles.tileName} ${styles.tileButton}`}
          onClick={() => onOpen(game.gameCode)}
          aria-label={t('lottery.play', { name: game.gameName })}
        >
          {game.gameName}
        </button>
        <span className={styles.tag}>{t(`lottery.tag.${game.gameGroupCode}`)}</span>
      </span>
      <DrawCountdown draw={game.nextDraw} now={now} offsetMs={offsetMs} />
      <span className={styles.tileResult}>
        <span className={styles.muted}>{t('lottery.last_result')}</span>
        {game.lastOpened ? (
          <ResultBalls
            size="sm"
            result={game.lastOpened.result}
            label={t('lottery.result_label', {
              result: game.lastOpened.result,
              issue: game.lastOpened.issue,
            })}
          />
        ) : (
          <span className={styles.muted}>{t('lottery.no_result')}</span>
        )}
      </span>
    </li>
  );
};

/** The lottery lobby: game menus by group (draw speed) with next-draw countdowns and latest numbers. */
export const LotteryLobby = ({
  area,
  prizeMode,
  onOpen,
}: {
  area: LotteryArea;
  prizeMode: PrizeMode;
  onOpen: (gameCode: string) => void;
}) => {
  const { t } = useTranslation();
  const menu = useQuery(lotteryMenuQuery(area, prizeMode));
  const now = useNow();

  if (menu.isPending) {
    return (
      <div className={styles.tiles} role="status" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={132} />
        ))}
      </div>
    );
  }
  if (menu.isError) {
    return <EmptyState title={t('lottery.load_failed')} text={t('network_abnormal')} icon="warning" />;
  }
  const groups = menu.data.gameMenus.filter((group) => group.games.length > 0);
  if (groups.length === 0) {
    return <EmptyState title={t('lottery.empty_title')} text={t('lottery.empty_text')} icon="lottery" />;
  }
  return (
    <div className={styles.lobby}>
      {groups.map((group) => (
        <section key={group.gameGroupCode} aria-labelledby={`lottery-group-${group.gameGroupCode}`}>
          <h2 id={`lottery-group-${group.gameGroupCode}`} className={styles.groupTitle}>
            <Icon name="clock" size={18} />
            {t(`lottery.group.${group.gameGroupCode}`)}
            <span className={styles.count}>{group.games.length}</span>
          </h2>
          <ul className={styles.tiles}>
            {group.games.map((game) => (
              <GameTile
                key={game.nodeId}
                game={game}
                now={now}
                offsetMs={menu.data.offsetMs}
                onOpen={onOpen}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
