import { constants } from '@gp/contract/constants';
import type { GameCard as Game } from '@gp/contract/games';
import { memo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { cdnUrl } from '@gp/contract/cdn-url';
import { createThrottle } from '../../../lib/throttle';
import styles from './game-card.module.css';

/** Spec 3: the icon is showIcon, falling back to iconUrl; the name is gameName, falling back to nodeName. */
export const gameIcon = (game: Game): string => game.showIcon || game.iconUrl;
export const gameName = (game: Game): string => game.gameName || game.nodeName;

/** Shown when a game's own icon is missing or fails to load. */
export const defaultGameIcon = '/default-game-icon.svg';

export interface GameCardProps {
  game: Game;
  imageCdn: string;
  /** Whether the game is one of the player's favourites (active heart). */
  favourite: boolean;
  onToggleFavourite: (game: Game) => void;
  onStart: (game: Game, freeTrial: boolean) => void;
}

const Heart = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A game card (spec 2.3): image, vendor name, game name, the favourite heart and the play and free-trial
 * buttons. The image box has a fixed aspect ratio so lazy images never shift the layout. The heart runs
 * at most once per second; a second press inside that second is dropped (spec 9). Memoised: a long list
 * re-renders only the cards whose props changed (the toggled heart), not every card in view.
 */
export const GameCard = memo(function GameCard({
  game,
  imageCdn,
  favourite,
  onToggleFavourite,
  onStart,
}: GameCardProps) {
  const { t } = useTranslation();
  const name = gameName(game);
  const src = cdnUrl(imageCdn, gameIcon(game));
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const throttle = useRef(createThrottle(constants.favoriteToggleThrottleMs));
  const shownSrc = !gameIcon(game) || failedSrc === src ? defaultGameIcon : src;

  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        <LazyImage
          className={styles.image}
          src={shownSrc}
          alt=""
          width={240}
          height={240}
          onError={() => {
            if (shownSrc !== defaultGameIcon) setFailedSrc(src);
          }}
        />
        <button
          type="button"
          className={`${styles.heart} ${favourite ? styles.heartActive : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lobby.favourite_remove' : 'lobby.favourite_add', { name })}
          onClick={() => throttle.current(() => onToggleFavourite(game))}
        >
          <Heart filled={favourite} />
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.vendor}>{game.displayName}</p>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <div className={styles.actions}>
          <Button size="sm" className={styles.play} onClick={() => onStart(game, false)}>
            <Icon name="play" size={16} />
            {t('lobby.play')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className={styles.trial}
            onClick={() => onStart(game, true)}
            aria-label={t('lobby.free_trial_label', { name })}
          >
            {t('lobby.free_trial')}
          </Button>
        </div>
      </div>
    </article>
  );
});
