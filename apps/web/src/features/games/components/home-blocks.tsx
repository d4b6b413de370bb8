import type { VendorLane } from '@gp/contract/games';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { categoryIcon } from '../../../components/category-icon';
import { Icon } from '../../../components/icons';
import { categoryPath } from '../../../lib/game-categories';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { homeBlocks, homeOverview, localLobby, type MenuCategory } from '../../../lib/game-menu';
import { useSessionStore } from '../../../lib/session-store';
import { useAccountGames, type AccountList } from '../hooks/use-account-games';
import { GameGridSkeleton } from './game-grid-skeleton';
import { GameStrip } from './game-tiles';
import styles from './home-blocks.module.css';
import sectionStyles from './lobby-section.module.css';
import { LobbySection } from './lobby-section';
import { VendorCards } from './vendor-cards';
import { WinnerBoard } from './winner-board';

/** How many cards the account blocks show on HOME before "View all". */
const accountBlockSize: Record<AccountList, number> = { HOT: 12, FAV: 12, RECENT: 12 };

type Choose = (category: MenuCategory) => void;

const ViewAll = ({ label, onClick, to }: { label: string; onClick?: () => void; to?: string }) => {
  const { t } = useTranslation();
  const content = (
    <>
      {t('home_view_all')}
      <Icon name="chevronRight" size={16} />
    </>
  );
  return to ? (
    <Link to={to} className={sectionStyles.action} aria-label={t('home_view_all_label', { category: label })}>
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className={sectionStyles.action}
      onClick={onClick}
      aria-label={t('home_view_all_label', { category: label })}
    >
      {content}
    </button>
  );
};

/** Spec 4.8 refresh flag: discards the HOT_GAMES session cache and asks the server again. */
export const HotGamesRefresh = ({
  refreshing,
  onRefresh,
}: {
  refreshing: boolean;
  onRefresh: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${sectionStyles.action} ${refreshing ? styles.spinning : ''}`}
      onClick={onRefresh}
      disabled={refreshing}
      aria-label={t('announce.hot_refresh')}
      title={t('announce.hot_refresh')}
    >
      <Icon name="refresh" size={16} />
    </button>
  );
};

/** Hot, favourite or recent games as a HOME block; hidden when the list is empty or unavailable. */
const AccountBlock = ({ list, onChoose }: { list: AccountList; onChoose: Choose }) => {
  const { t } = useTranslation();
  const { games, isPending, isRefreshing, refetch } = useAccountGames(list);
  const title = t(`lobby.menu_${list}`);
  if (!isPending && (!games || games.length === 0)) return null;
  const viewAll = <ViewAll label={title} onClick={() => onChoose(list)} />;
  return (
    <LobbySection
      id={`home-${list.toLowerCase()}`}
      title={title}
      icon={list === 'HOT' ? 'sparkle' : list === 'FAV' ? 'crown' : 'clock'}
      busy={isPending || isRefreshing}
      action={
        list === 'HOT' ? (
          <span className={styles.actions}>
            <HotGamesRefresh refreshing={isRefreshing} onRefresh={refetch} />
            {viewAll}
          </span>
        ) : (
          viewAll
        )
      }
    >
      {games ? (
        <GameStrip games={games.slice(0, accountBlockSize[list])} label={title} />
      ) : (
        <GameGridSkeleton count={6} />
      )}
    </LobbySection>
  );
};

/**
 * The HOME view of the lobby (spec 2.3): the overview (3 RNG, 1 LIVE, 1 FISH), hot games beside the
 * winner board, the member's recent games and favourites (logged in only), the local lobby (lottery)
 * and one block of at most 5 vendors per category.
 */
export const HomeBlocks = ({ lanes, onChoose }: { lanes: readonly VendorLane[]; onChoose: Choose }) => {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.isLogin && !state.isTrial);
  const overview = homeOverview(lanes);
  const local = localLobby(lanes);
  // The lottery lobby and the blocks per category are below the fold on every screen: they are built
  // once the first screen is painted, not in the same long task (issue 15: total blocking time).
  const belowTheFold = useAfterFirstPaint();

  return (
    <div className={styles.blocks}>
      {overview.length > 0 ? (
        <LobbySection id="home-overview" title={t('lobby.overview')} icon="crown">
          <VendorCards cards={overview} label={t('lobby.overview')} />
        </LobbySection>
      ) : null}
      <div className={styles.hotRow}>
        <AccountBlock list="HOT" onChoose={onChoose} />
        <WinnerBoard />
      </div>
      {member ? <AccountBlock list="RECENT" onChoose={onChoose} /> : null}
      {member ? <AccountBlock list="FAV" onChoose={onChoose} /> : null}
      {belowTheFold && local.length > 0 ? (
        <LobbySection id="home-local" title={t('lobby.local_lobby')} icon="lottery">
          <VendorCards cards={local} label={t('lobby.local_lobby')} />
        </LobbySection>
      ) : null}
      {(belowTheFold ? homeBlocks(lanes) : []).map(({ category, cards }) => {
        const title = t(`category_${category}`);
        const path = categoryPath(category);
        return (
          <LobbySection
            key={category}
            id={`home-${category.toLowerCase()}`}
            title={title}
            icon={categoryIcon(category)}
            action={
              path ? (
                <ViewAll label={title} to={path} />
              ) : (
                <ViewAll label={title} onClick={() => onChoose(category)} />
              )
            }
          >
            <VendorCards cards={cards} label={title} />
          </LobbySection>
        );
      })}
    </div>
  );
};
