import { useCallback, useId, useMemo, useState } from 'react';
import { toMinor } from '@gp/contract/money';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { Icon } from '../../../../components/icons';
import { formatMoney } from '../../../../lib/format';
import type { DemoSession } from '../demo-vendor-client';
import { GameError } from '../game-error';
import { RouletteBoard } from './roulette-board';
import { RouletteRulesDialog } from './roulette-rules-dialog';
import { chipFace, colourOf, numberOf, readRouletteRules, type RouletteRules } from './roulette-rules';
import { RouletteWheel } from './roulette-wheel';
import { useRouletteTable } from './use-roulette-table';
import gameStyles from '../demo-game.module.css';
import styles from './roulette.module.css';

const minorOf = (amount: string) => {
  const parsed = toMinor(amount);
  return parsed.ok ? parsed.minor : 0n;
};
const sum = (amounts: Iterable<bigint>) => [...amounts].reduce((a, b) => a + b, 0n);
const money = (minor: bigint) => formatMoney((Number(minor) / 100).toFixed(2));

/** The live roulette table (issue 19): the page a LIVE roulette game opens on the demo vendor. */
export const RouletteTable = ({ session, onEnded }: { session: DemoSession; onEnded: () => void }) => {
  const { t } = useTranslation();
  const rules = useMemo(() => readRouletteRules(session.rules), [session.rules]);
  if (!rules) {
    return (
      <div className={gameStyles.screen}>
        <p role="alert">{t('system_error')}</p>
      </div>
    );
  }
  return <Table session={session} rules={rules} onEnded={onEnded} />;
};

const Table = ({
  session,
  rules,
  onEnded,
}: {
  session: DemoSession;
  rules: RouletteRules;
  onEnded: () => void;
}) => {
  const { t } = useTranslation();
  const { view, phase, serverNow, setChip, addChip, clear, place, refresh } = useRouletteTable(
    session,
    onEnded,
  );
  const [rulesOpen, setRulesOpen] = useState(false);
  const chipsId = useId();
  const table = view.table;

  // The result is told once the wheel has stopped on it.
  const roundNo = table?.round.roundNo ?? null;
  const spin = useMemo(
    () => (roundNo !== null && view.result !== null ? { roundNo, result: view.result } : null),
    [roundNo, view.result],
  );
  const [stoppedRound, setStoppedRound] = useState<number | null>(null);
  // Once the wheel stops the round is paid: read the table again for the win and the balance.
  const onStopped = useCallback(
    (stopped: number) => {
      setStoppedRound(stopped);
      refresh();
    },
    [refresh],
  );
  const shown = phase === 'result' && spin !== null && stoppedRound === spin.roundNo ? spin.result : null;

  const placed = useMemo(() => {
    const byArea = new Map<string, bigint>();
    for (const bet of table?.bets ?? [])
      byArea.set(bet.area, (byArea.get(bet.area) ?? 0n) + minorOf(bet.amount));
    return byArea;
  }, [table?.bets]);
  const roundStake = sum(placed.values());
  const toPlace = sum(view.pending.values());
  const secondsTo = (at: number) => Math.max(0, Math.ceil((at - serverNow) / 1000));
  const secondsLeft = table ? secondsTo(table.round.closesAt) : 0;
  const last = table?.last ?? null;
  const lastIsThisRound = last !== null && shown !== null && last.roundNo === table?.round.roundNo;
  const betting = phase === 'betting';

  const status = (() => {
    if (!table) return t('roulette.status.joining');
    if (betting) return t('roulette.status.betting');
    if (shown === null) return t('roulette.status.closed');
    const result = t('roulette.result', {
      number: shown,
      colour: t(`roulette.colour.${colourOf(rules, shown)}`),
    });
    // Won or lost is told once the round's settlement is in the table's answer.
    if (!lastIsThisRound) return result;
    return minorOf(last.win) > 0n
      ? `${result} · ${t('roulette.won', { amount: formatMoney(last.win) })}`
      : `${result} · ${t('roulette.lost')}`;
  })();

  return (
    <div className={gameStyles.screen}>
      <div className={styles.table}>
        <header className={gameStyles.top}>
          <h1 className={gameStyles.title}>{session.game.name}</h1>
          {session.mode === 'free' ? (
            <span className={gameStyles.freeBadge}>{t('play.slot.free_badge')}</span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            className={gameStyles.rulesButton}
            onClick={() => setRulesOpen(true)}
          >
            <Icon name="ticket" size={16} />
            {t('roulette.rules.open')}
          </Button>
        </header>

        <div className={styles.stage}>
          <RouletteWheel rules={rules} spin={spin} shown={shown} onStopped={onStopped} />
          <div className={styles.roundInfo}>
            <p className={styles.status} role="status" aria-live="polite">
              {status}
            </p>
            <p className={styles.countdown} data-phase={betting ? 'betting' : 'closed'} aria-hidden="true">
              {betting
                ? t('roulette.countdown', { seconds: secondsLeft })
                : t('roulette.next_round', { seconds: table ? secondsTo(table.round.endsAt) : 0 })}
            </p>
            <div className={styles.history}>
              <h2 className={styles.historyTitle}>{t('roulette.history')}</h2>
              {table && table.history.length > 0 ? (
                <ol className={styles.historyList}>
                  {table.history.map((h) => {
                    const n = numberOf(h.result);
                    return n === null ? null : (
                      <li key={h.roundNo} data-colour={colourOf(rules, n)}>
                        <span className={gameStyles.srOnly}>
                          {t(`roulette.colour.${colourOf(rules, n)}`)}{' '}
                        </span>
                        {n}
                      </li>
                    );
                  })}
                </ol>
              ) : (
                <p className={styles.historyEmpty}>{t('roulette.history_empty')}</p>
              )}
            </div>
          </div>
        </div>

        <RouletteBoard
          rules={rules}
          placed={placed}
          pending={view.pending}
          winning={shown}
          disabled={!betting || view.placing}
          onBet={addChip}
        />

        {view.error ? (
          <GameError code={view.error} wallet={session.mode === 'free' ? null : session.wallet} />
        ) : null}

        <div className={styles.controls}>
          <fieldset className={styles.chips}>
            <legend id={chipsId}>{t('roulette.chip_value')}</legend>
            {session.betLevels.map((chip) => (
              <label key={chip} className={styles.chip} data-selected={chip === view.chip ? '' : undefined}>
                <input
                  type="radio"
                  name={chipsId}
                  value={chip}
                  checked={chip === view.chip}
                  onChange={() => setChip(chip)}
                />
                <span aria-hidden="true">{chipFace(minorOf(chip))}</span>
                <span className={gameStyles.srOnly}>{formatMoney(chip)}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.meters}>
            <div className={gameStyles.meter}>
              <span className={gameStyles.meterLabel} aria-hidden="true">
                {t(session.mode === 'free' ? 'play_money.balance_label' : 'play.slot.balance')}
              </span>
              <output
                className={gameStyles.meterValue}
                aria-label={t(session.mode === 'free' ? 'play_money.balance_label' : 'play.slot.balance')}
              >
                {formatMoney(table?.balance ?? session.balance)} <small>{session.currency}</small>
              </output>
            </div>
            <div className={gameStyles.meter}>
              <span className={gameStyles.meterLabel} aria-hidden="true">
                {t('roulette.round_stake')}
              </span>
              <output className={gameStyles.meterValue} aria-label={t('roulette.round_stake')}>
                {money(roundStake)}
              </output>
            </div>
            <div className={gameStyles.meter}>
              <span className={gameStyles.meterLabel} aria-hidden="true">
                {t('play.slot.last_win')}
              </span>
              <output
                className={gameStyles.meterValue}
                aria-label={t('play.slot.last_win')}
                data-win={last && minorOf(last.win) > 0n ? '' : undefined}
              >
                {formatMoney(last?.win ?? '0.00')}
              </output>
            </div>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={clear} disabled={view.pending.size === 0 || view.placing}>
              {t('roulette.clear')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void place()}
              disabled={!betting || view.pending.size === 0 || view.placing}
              aria-busy={view.placing}
            >
              {toPlace > 0n ? t('roulette.place_amount', { amount: money(toPlace) }) : t('roulette.place')}
            </Button>
          </div>
        </div>
      </div>
      {rulesOpen ? <RouletteRulesDialog rules={rules} onClose={() => setRulesOpen(false)} /> : null}
    </div>
  );
};
