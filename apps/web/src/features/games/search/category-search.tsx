import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icons';
import type { GameSearchFilter } from '../api/game-search';
import { GameGridSkeleton } from '../components/game-grid-skeleton';
import { VirtualGameGrid } from '../components/virtual-game-grid';
import { useGameSearch } from '../hooks/use-game-search';
import listStyles from '../components/game-list.module.css';
import styles from './category-search.module.css';

/** The search field of a category page: it narrows the page's games (and its chosen vendor's). */
export const CategorySearchField = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <Icon name="search" size={18} className={styles.icon} />
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value !== '' ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('search.clear')}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
};

/** The category's games matching the typed text, best first, with the catalogue's cards and paging. */
export const CategorySearchResults = ({
  text,
  filter,
  pageSize,
}: {
  text: string;
  filter: GameSearchFilter;
  pageSize: number;
}) => {
  const { t } = useTranslation();
  const search = useGameSearch(text, filter, pageSize);
  const label = t('search.results', { q: text.trim() });
  if (search.error && search.games.length === 0)
    return <EmptyState title={t('search.error')} icon="globe" headingLevel={3} />;
  if (!search.settled && search.games.length === 0) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('search.searching')}
        </p>
        <GameGridSkeleton count={Math.min(pageSize, 12)} />
      </div>
    );
  }
  if (search.games.length === 0) {
    return (
      <div role="status">
        <EmptyState
          title={t('search.empty', { q: text.trim() })}
          text={t('search.empty_text')}
          icon="search"
          headingLevel={3}
        />
      </div>
    );
  }
  return (
    <div className={listStyles.list} aria-busy={search.pending}>
      <p className={styles.count} role="status">
        {t('search.count', { count: search.total })}
      </p>
      <VirtualGameGrid games={search.games} label={label} />
      {search.hasMore ? (
        <div className={listStyles.more}>
          <Button
            variant="secondary"
            onClick={search.loadMore}
            disabled={search.loadingMore}
            aria-busy={search.loadingMore}
          >
            {search.loadingMore ? t('loading') : t('search.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
