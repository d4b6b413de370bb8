import type { GameCard } from '@gp/contract/games';
import { useTranslation } from '../../../i18n/use-translation';
import { cdnUrl } from '@gp/contract/cdn-url';
import { useSiteStore } from '../../../lib/site-store';
import { gameIcon } from '../components/game-card';
import type { useGameSearch } from '../hooks/use-game-search';
import styles from './search-results-panel.module.css';

interface SearchResultsPanelProps {
  /** The listbox id the combobox points at; option ids are `${id}-${index}`. */
  id: string;
  search: ReturnType<typeof useGameSearch>;
  text: string;
  active: number;
  onActive: (index: number) => void;
  onChoose: (game: GameCard) => void;
}

/** The header search's drop-down: a status line (loading, count, empty, error) and the result list. */
export const SearchResultsPanel = ({
  id,
  search,
  text,
  active,
  onActive,
  onChoose,
}: SearchResultsPanelProps) => {
  const { t } = useTranslation();
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const shown = search.q === '' ? [] : search.games;
  const status = search.error
    ? t('search.error')
    : search.pending && shown.length === 0
      ? t('search.searching')
      : search.settled && shown.length === 0
        ? t('search.empty', { q: text.trim() })
        : search.settled
          ? t('search.count', { count: search.total })
          : t('search.searching');
  return (
    <div className={styles.panel} aria-busy={search.pending}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {search.settled && shown.length === 0 ? <p className={styles.hint}>{t('search.empty_text')}</p> : null}
      <ul id={id} role="listbox" aria-label={t('search.results', { q: text.trim() })} className={styles.list}>
        {shown.map((game, index) => (
          <li
            key={game.nodeId}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps focus in the field, so the list stays open and the keyboard keeps working.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onActive(index)}
            onClick={() => onChoose(game)}
          >
            <img
              className={styles.icon}
              src={cdnUrl(imageCdn, gameIcon(game))}
              alt=""
              width={40}
              height={40}
            />
            <span className={styles.text}>
              <span className={styles.name}>{game.gameName}</span>
              <span className={styles.vendor}>{game.displayName}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
