import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import type { DemoSession } from '../demo-vendor-client';
import { GameError } from '../game-error';
import { BalanceMeter, GameHeader, Meter, StakeSelect } from '../game-parts';
import { FishSprite } from './fish-sprite';
import { FishingRulesDialog } from './fishing-rules-dialog';
import { readFishingRules } from './fishing-rules';
import { shownBalance } from './fishing-state';
import type { PondFish } from './pond';
import { useFishing } from './use-fishing';
import gameStyles from '../demo-game.module.css';
import styles from './fishing.module.css';

const isWin = (amount: string) => /[1-9]/.test(amount);

/** One fish: a button that fires a shot at it, swimming across the pond (still with reduced motion). */
const FishButton = ({
  fish,
  onFire,
  onSwamAway,
}: {
  fish: PondFish;
  onFire: (id: string) => void;
  onSwamAway: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const species = t(`fishing.species.${fish.species}`);
  // A caught fish shows its pay: the name includes that visible text.
  const label =
    fish.caught !== null
      ? t('fishing.fish_caught', { species, amount: formatMoney(fish.caught) })
      : fish.aimed > 0
        ? t('fishing.fish_aimed', { species, multiplier: fish.multiplier, count: fish.aimed })
        : t('fishing.fish_label', { species, multiplier: fish.multiplier });
  const style = {
    '--lane': fish.lane,
    '--swim': `${fish.swimMs}ms`,
    '--start': fish.startAt,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={styles.fish}
      style={style}
      data-species={fish.species}
      data-dir={fish.leftToRight ? 'right' : 'left'}
      data-caught={fish.caught === null ? undefined : ''}
      aria-label={label}
      disabled={fish.caught !== null}
      onClick={() => onFire(fish.id)}
      onAnimationEnd={(event) => {
        // Only the crossing ends a fish's visit (not the catch or a splash inside it).
        if (event.target === event.currentTarget && fish.caught === null) onSwamAway(fish.id);
      }}
    >
      <FishSprite species={fish.species} className={styles.sprite} />
      {fish.aimed > 0 ? (
        <span className={styles.aimed} aria-hidden="true">
          {fish.aimed}
        </span>
      ) : null}
      {fish.caught !== null ? (
        <span className={styles.coin} aria-hidden="true">
          +{formatMoney(fish.caught)}
        </span>
      ) : null}
    </button>
  );
};

/**
 * The demo vendor's fishing game on an open session (issue 19): fish swim across the pond; each tap
 * fires a bullet at one; shots go to the server in volleys and a hit fish is caught for its multiplier.
 */
export const FishingGame = ({
  session,
  onEnded,
  random,
}: {
  session: DemoSession;
  onEnded: () => void;
  /** The pond's randomness (which fish swim where); never what a shot wins, which the server draws. */
  random?: () => number;
}) => {
  const { t } = useTranslation();
  const { state, fire, setBullet, swamAway } = useFishing(session, onEnded, random);
  const rules = useMemo(() => readFishingRules(session.rules), [session.rules]);
  const [rulesOpen, setRulesOpen] = useState(false);
  const hintId = useId();
  const pending = state.queue.length + (state.sending?.shots.length ?? 0);
  const last = state.last;

  return (
    <div className={gameStyles.screen}>
      <div className={styles.game}>
        <GameHeader
          name={session.game.name}
          mode={session.mode}
          rules={{ label: t('play.slot.rules'), onOpen: () => setRulesOpen(true), disabled: !rules }}
        />

        <div
          className={styles.pond}
          role="group"
          aria-label={t('fishing.pond')}
          aria-describedby={last === null ? hintId : undefined}
        >
          <div className={styles.light} aria-hidden="true" />
          {state.fish.map((fish) => (
            <FishButton key={fish.id} fish={fish} onFire={fire} onSwamAway={swamAway} />
          ))}
          <span className={styles.cannon} data-firing={pending > 0 ? '' : undefined} aria-hidden="true" />
        </div>

        <div className={gameStyles.winbar} role="status" aria-live="polite">
          {last === null ? (
            <span id={hintId}>{t('fishing.hint')}</span>
          ) : last.hits > 0 ? (
            <strong className={gameStyles.winAmount}>
              {t('fishing.caught', { count: last.hits, amount: formatMoney(last.win) })}
            </strong>
          ) : (
            <span>{t('fishing.missed')}</span>
          )}
        </div>

        {state.error ? <GameError code={state.error} wallet={session.wallet} /> : null}

        <div className={`${gameStyles.controls} ${styles.controls}`}>
          <BalanceMeter mode={session.mode} balance={shownBalance(state)} currency={session.currency} />
          <StakeSelect
            label={t('fishing.bullet')}
            levels={session.betLevels}
            value={state.bullet}
            disabled={pending > 0}
            title={pending > 0 ? t('fishing.bullet_locked') : undefined}
            onChange={setBullet}
          />
          <Meter label={t('fishing.in_flight')}>{pending}</Meter>
          <Meter label={t('fishing.won')} win={isWin(state.won)}>
            {formatMoney(state.won)}
          </Meter>
        </div>
      </div>
      {rulesOpen && rules ? <FishingRulesDialog rules={rules} onClose={() => setRulesOpen(false)} /> : null}
    </div>
  );
};
