import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { withWholePack } from '../../../i18n/i18n';
import { isEmbedded, postToEmbedder } from '../game-messages';
import { fishingPack } from './fishing/i18n/packs';
import { liveTablePack } from './live/i18n/packs';
import { sportsbookPack } from './sports/i18n/packs';
import { SlotGame } from './slot-game';
import { useGameSession } from './use-game-session';
import styles from './demo-game.module.css';

/** Live tables load only when a session opens one (their code and strings stay out of the slot's). */
const RouletteTable = lazy(
  withWholePack(
    () => import('./roulette/roulette-table').then((m) => ({ default: m.RouletteTable })),
    liveTablePack,
  ),
);
const BaccaratTable = lazy(
  withWholePack(
    () => import('./baccarat/baccarat-table').then((m) => ({ default: m.BaccaratTable })),
    liveTablePack,
  ),
);
const NiuNiuTable = lazy(
  withWholePack(
    () => import('./niuniu/niuniu-table').then((m) => ({ default: m.NiuNiuTable })),
    liveTablePack,
  ),
);
const CockfightTable = lazy(
  withWholePack(
    () => import('./cockfight/cockfight-table').then((m) => ({ default: m.CockfightTable })),
    liveTablePack,
  ),
);

/** The fishing game loads only when a session opens one. */
const FishingGame = lazy(
  withWholePack(
    () => import('./fishing/fishing-game').then((m) => ({ default: m.FishingGame })),
    fishingPack,
  ),
);

/** The sportsbook loads only when a session opens one. */
const SportsbookPage = lazy(
  withWholePack(
    () => import('./sports/sportsbook-page').then((m) => ({ default: m.SportsbookPage })),
    sportsbookPack,
  ),
);

const Opening = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <div className={styles.centred} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('play.slot.opening')}
      </div>
    </div>
  );
};

/**
 * The demo vendor's game page (/demo-game?token=&lang=), opened inside the /seamless iframe: it opens
 * the game session, then shows the game of its kind (the slot, a live table, the sportsbook or the pond), or why it cannot.
 */
export const DemoGamePage = ({ launchToken, spinMs }: { launchToken: string | null; spinMs?: number }) => {
  const { t } = useTranslation();
  const { phase, session, error, end } = useGameSession(launchToken);

  if (phase === 'opening') return <Opening />;

  if (phase === 'ended' || phase === 'failed' || !session) {
    const ended = phase === 'ended';
    return (
      <div className={styles.screen}>
        <div className={styles.centred} role="alert">
          <Icon name={ended ? 'clock' : 'warning'} size={36} />
          <h1 className={styles.endTitle}>{t(ended ? 'play.slot.ended_title' : 'play.slot.failed_title')}</h1>
          <p>{t(ended ? 'play.slot.ended_text' : (error ?? 'system_error'))}</p>
          {isEmbedded() ? (
            <Button variant="primary" onClick={() => postToEmbedder('reopen')}>
              {t('play.slot.reopen')}
            </Button>
          ) : (
            <a className={styles.lobbyLink} href="/" target="_top">
              {t('play.slot.back_to_lobby')}
            </a>
          )}
        </div>
      </div>
    );
  }

  const kind = session.rules.kind;
  const table =
    kind === 'roulette' ? (
      <RouletteTable session={session} onEnded={end} />
    ) : kind === 'baccarat' ? (
      <BaccaratTable session={session} onEnded={end} />
    ) : kind === 'niuniu' ? (
      <NiuNiuTable session={session} onEnded={end} />
    ) : kind === 'cockfight' ? (
      <CockfightTable session={session} onEnded={end} />
    ) : kind === 'sportsbook' ? (
      <SportsbookPage session={session} onEnded={end} />
    ) : kind === 'fish' ? (
      <FishingGame session={session} onEnded={end} />
    ) : null;
  if (table) return <Suspense fallback={<Opening />}>{table}</Suspense>;
  return <SlotGame session={session} onEnded={end} {...(spinMs === undefined ? {} : { spinMs })} />;
};
