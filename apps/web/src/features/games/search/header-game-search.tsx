import type { GameCard } from '@gp/contract/games';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../../../components/icons';
import { searchableText, useGameSearch } from '../hooks/use-game-search';
import { useStartGame } from '../start-game';
import styles from './header-game-search.module.css';

// The results panel (cards, states) loads on first use: the lobby's first load carries only the field.
const SearchResultsPanel = lazy(() =>
  import('./search-results-panel').then((m) => ({ default: m.SearchResultsPanel })),
);

/** Results the header's drop-down shows; the category pages page through all of them. */
const headerResults = 8;

/**
 * Game search in the header (issue 14): a combobox whose list shows results as one types. Arrow keys
 * move through the results, Enter opens the highlighted game with the start-game action, Escape
 * closes the list (a second Escape clears the text). Below 1600 px (phones, and desktops where the
 * header is full) the field opens from a search button.
 */
export const HeaderGameSearch = () => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = useGameSearch(text, {}, headerResults);
  const { startGame } = useStartGame();
  const showPanel = open && searchableText(text) !== '';
  const games = search.games;

  // The highlighted result belongs to one answer: a new answer starts without one.
  const answer = `${search.q}|${games.length}`;
  const [highlight, setHighlight] = useState({ answer: '', index: -1 });
  const active = highlight.answer === answer ? highlight.index : -1;
  const setActive = (next: number | ((index: number) => number)) =>
    setHighlight({ answer, index: typeof next === 'function' ? next(active) : next });

  const choose = (game: GameCard) => {
    setOpen(false);
    setExpanded(false);
    input.current?.blur();
    startGame(game, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (games.length === 0 ? -1 : Math.min(i + 1, games.length - 1)));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, -1));
        return;
      case 'Enter': {
        const game = games[active];
        if (showPanel && game) {
          event.preventDefault();
          choose(game);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (showPanel) setOpen(false);
        else if (text !== '') setText('');
        else setExpanded(false);
        return;
    }
  };

  return (
    <div
      className={styles.search}
      data-expanded={expanded || undefined}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setOpen(false);
        if (text === '') setExpanded(false);
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('search.open')}
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(true);
          // The field is display:none on phones until expanded: focus it once it is shown.
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Icon name="search" />
      </button>
      <div className={styles.field}>
        <Icon name="search" size={18} className={styles.fieldIcon} />
        <input
          ref={input}
          type="search"
          role="combobox"
          className={styles.input}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={showPanel ? listId : undefined}
          aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      {showPanel ? (
        <Suspense fallback={null}>
          <SearchResultsPanel
            id={listId}
            search={search}
            text={text}
            active={active}
            onActive={setActive}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
