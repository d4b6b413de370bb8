import { useInfiniteQuery } from '../../../lib/query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { gameListQuery, type GameListFilter } from '../api/game-list';
import { useCatalogueScope } from '../hooks/use-catalogue-scope';
import styles from './game-list.module.css';
import { GameGridSkeleton } from './game-grid-skeleton';
import { GameTiles } from './game-tiles';
import { VirtualGameGrid } from './virtual-game-grid';

interface GameListProps {
  filter: GameListFilter;
  /** Names the list for assistive technology. */
  label: string;
  /** 'tiles' inside dialogs, which scroll themselves (the virtual grid follows the window). */
  layout?: 'virtual' | 'tiles';
}

/**
 * A vendor's or a category's games (spec 2.3): pages of `filter.pageSize` joined into one virtualized
 * grid, with "load more" while the server has pages left (totalPages).
 */
export const GameList = ({ filter, label, layout = 'virtual' }: GameListProps) => {
  const { t } = useTranslation();
  const scope = useCatalogueScope();
  const query = useInfiniteQuery(gameListQuery(scope, filter));
  const pages = query.data?.pages;
  const games = useMemo(() => pages?.flatMap((page) => page.games) ?? [], [pages]);
  const totalPages = query.data?.pages.at(-1)?.totalPages ?? 0;
  const loadedPages = query.data?.pages.length ?? 0;

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <GameGridSkeleton count={Math.min(filter.pageSize, 12)} />
      </div>
    );
  }
  if (query.isError && games.length === 0) {
    return (
      <EmptyState title={t('lobby.list_error')} icon="globe" headingLevel={3}>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </EmptyState>
    );
  }
  if (games.length === 0) {
    return <EmptyState title={t('lobby.list_empty')} text={t('lobby.list_empty_text')} headingLevel={3} />;
  }
  return (
    <div className={styles.list}>
      {layout === 'virtual' ? (
        <VirtualGameGrid games={games} label={label} />
      ) : (
        <GameTiles games={games} label={label} />
      )}
      {query.hasNextPage ? (
        <div className={styles.more}>
          <span className={styles.progress} aria-live="polite">
            {t('lobby.pages_loaded', { loaded: loadedPages, total: totalPages })}
          </span>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('loading') : t('lobby.load_more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
