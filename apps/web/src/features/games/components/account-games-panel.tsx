import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { useAccountGames, type AccountList } from '../hooks/use-account-games';
import { GameGridSkeleton } from './game-grid-skeleton';
import { menuIcon } from './game-menu';
import { VirtualGameGrid } from './virtual-game-grid';

/** The whole hot, favourite or recent list (menu entries HOT, FAV, RECENT; pages /favorite, /recent). */
export const AccountGamesPanel = ({ list, label }: { list: AccountList; label: string }) => {
  const { t } = useTranslation();
  const { games, isPending, isError, refetch } = useAccountGames(list);
  if (isPending) {
    return (
      <div aria-busy="true">
        <GameGridSkeleton count={12} />
      </div>
    );
  }
  if (isError && !games) {
    return (
      <EmptyState title={t('lobby.list_error')} icon="globe" headingLevel={3}>
        <Button variant="secondary" onClick={refetch}>
          {t('retry')}
        </Button>
      </EmptyState>
    );
  }
  if (!games || games.length === 0) {
    return (
      <EmptyState
        title={t(`lobby.empty_${list}_title`)}
        text={t(`lobby.empty_${list}_text`)}
        icon={menuIcon(list)}
        headingLevel={3}
      />
    );
  }
  return <VirtualGameGrid games={games} label={label} />;
};
