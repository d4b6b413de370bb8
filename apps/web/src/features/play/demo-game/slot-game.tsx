import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import type { DemoSession } from './demo-vendor-client';
import { GameError } from './game-error';
import { BalanceMeter, GameHeader, Meter, StakeSelect } from './game-parts';
import { PaytableDialog } from './paytable-dialog';
import { readSlotRules, winningCells } from './slot-rules';
import { SlotReels } from './slot-reels';
import { useDemoSlot } from './use-demo-slot';
import styles from './demo-game.module.css';

/** Before the first spin the reels show a friendly still (every symbol once, sevens across the middle). */
const restingWindow = [
  ['CHERRY', 'SEVEN', 'BELL'],
  ['LEMON', 'SEVEN', 'BAR'],
  ['WILD', 'SEVEN', 'PLUM'],
  ['GRAPE', 'SEVEN', 'ORANGE'],
  ['BELL', 'SEVEN', 'CHERRY'],
];

const isWin = (amount: string | null) => amount !== null && /[1-9]/.test(amount);

/**
 * The demo vendor's slot on an open session: a 5x3, 20-line slot played through the vendor's game
 * API. Shows balance, bet levels, last win, winning lines, the paytable and rules, and a free-trial
 * badge in play-money mode.
 */
export const SlotGame = ({
  session,
  onEnded,
  spinMs,
}: {
  session: DemoSession;
  onEnded: () => void;
  spinMs?: number;
}) => {
  const { t } = useTranslation();
  const { view, spin, setBet } = useDemoSlot(session, onEnded, spinMs);
  const [rulesOpen, setRulesOpen] = useState(false);
  const rules = useMemo(() => readSlotRules(view.state.rules), [view.state]);
  const highlighted = useMemo(
    () => (rules && view.phase === 'ready' ? winningCells(rules.paylines, view.lines) : new Set<string>()),
    [rules, view.lines, view.phase],
  );
  const spinning = view.phase === 'spinning';
  const currency = view.state.currency;

  const state = view.state;
  const wonLines = view.lines;
  return (
    <div className={styles.screen}>
      <div className={styles.game}>
        <GameHeader
          name={state.game.name}
          mode={state.mode}
          rules={{ label: t('play.slot.rules'), onOpen: () => setRulesOpen(true), disabled: !rules }}
        />

        <div className={styles.cabinet}>
          <SlotReels
            window={view.window ?? restingWindow}
            spinning={spinning}
            highlighted={highlighted}
            roundKey={view.roundId ?? 'rest'}
            onKeySpin={() => void spin()}
          />
        </div>

        <div className={styles.winbar} role="status" aria-live="polite">
          {spinning ? (
            t('play.slot.good_luck')
          ) : isWin(view.lastWin) ? (
            <>
              <strong className={styles.winAmount}>
                {t('play.slot.you_won', { amount: formatMoney(view.lastWin!) })}
              </strong>
              <span className={styles.winLines}>
                {wonLines
                  .slice(0, 3)
                  .map((line) =>
                    t('play.slot.line_win', {
                      line: line.line,
                      count: line.count,
                      symbol: t(`play.symbol.${line.symbol}`, { defaultValue: line.symbol }),
                      amount: formatMoney(line.win),
                    }),
                  )
                  .join(' · ')}
                {wonLines.length > 3 ? ` · ${t('play.slot.more_lines', { count: wonLines.length - 3 })}` : ''}
              </span>
            </>
          ) : view.roundId ? (
            t('play.slot.no_win')
          ) : (
            t('play.slot.place_bet')
          )}
        </div>

        {view.error ? <GameError code={view.error} wallet={state.wallet} /> : null}

        <div className={styles.controls}>
          <BalanceMeter mode={state.mode} balance={view.balance} currency={currency} />
          <StakeSelect
            label={t('play.slot.bet')}
            levels={state.betLevels}
            value={view.bet}
            disabled={spinning}
            onChange={setBet}
          />
          <Meter label={t('play.slot.last_win')} win={isWin(view.lastWin)}>
            {formatMoney(view.lastWin ?? '0.00')}
          </Meter>
          <button
            type="button"
            className={styles.spin}
            onClick={() => void spin()}
            disabled={spinning}
            aria-busy={spinning}
          >
            {/* The name stays "Spin" while a round runs (the icon turns): visible text = accessible name. */}
            <Icon name="refresh" size={30} />
            <span>{t('play.slot.spin')}</span>
          </button>
        </div>
      </div>
      {rulesOpen && rules ? <PaytableDialog rules={rules} onClose={() => setRulesOpen(false)} /> : null}
    </div>
  );
};
