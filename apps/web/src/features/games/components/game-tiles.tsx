import { constants } from '@gp/contract/constants';
import type { GameCard as Game } from '@gp/contract/games';
import { useMemo } from 'react';
import { useSiteStore } from '../../../lib/site-store';
import { useFavorites } from '../hooks/use-favorites';
import { useStartGame } from '../start-game';
import { GameCard } from './game-card';
import styles from './game-grid.module.css';

/** Favourites and the start action for a set of game cards; the same object until one of them changes. */
export const useGameCardActions = () => {
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const { ids, toggle } = useFavorites();
  const { startGame } = useStartGame();
  return useMemo(
    () => ({ imageCdn, favouriteIds: ids, onToggleFavourite: toggle, onStart: startGame }),
    [imageCdn, ids, toggle, startGame],
  );
};

export type GameCardActions = ReturnType<typeof useGameCardActions>;

export const ConnectedGameCard = ({ game, actions }: { game: Game; actions: GameCardActions }) => (
  <GameCard
    game={game}
    imageCdn={actions.imageCdn}
    favourite={actions.favouriteIds.has(game.nodeId)}
    onToggleFavourite={actions.onToggleFavourite}
    onStart={actions.onStart}
  />
);

/** A short list of game cards (home blocks, popups): a responsive grid without virtualization. */
export const GameTiles = ({ games, label }: { games: readonly Game[]; label: string }) => {
  const actions = useGameCardActions();
  return (
    <div className={styles.grid} role="list" aria-label={label}>
      {games.map((game) => (
        <div role="listitem" key={game.nodeId}>
          <ConnectedGameCard game={game} actions={actions} />
        </div>
      ))}
    </div>
  );
};

/**
 * A HOME block of games (spec 9: 6 per view; 2 rows when there are more than 6): columns of cards that
 * scroll sideways, so a short last row never leaves a gap.
 */
export const GameStrip = ({ games, label }: { games: readonly Game[]; label: string }) => {
  const actions = useGameCardActions();
  const rows = games.length > constants.gameSlidesPerView ? 2 : 1;
  return (
    <div className={`${styles.strip} ${rows === 2 ? styles.twoRows : ''}`} role="list" aria-label={label}>
      {games.map((game) => (
        <div role="listitem" key={game.nodeId}>
          <ConnectedGameCard game={game} actions={actions} />
        </div>
      ))}
    </div>
  );
};
