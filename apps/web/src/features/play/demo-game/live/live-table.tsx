import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../components/button';
import { formatMoney } from '../../../../lib/format';
import type { DemoTableValue } from '@gp/contract/demo-vendor';
import type { DemoSession } from '../demo-vendor-client';
import { GameError } from '../game-error';
import { BalanceMeter, GameHeader, Meter } from '../game-parts';
import { chipFace, minorOf } from './table-money';
import { useLiveTable } from './use-live-table';
import gameStyles from '../demo-game.module.css';
import styles from './live-table.module.css';

/** How often a card table reads its seats while bets are open. */
const seatWatchMs = 1_500;

const sum = (amounts: Iterable<bigint>) => [...amounts].reduce((a, b) => a + b, 0n);
const money = (minor: bigint) => formatMoney((Number(minor) / 100).toFixed(2));

/** What the stage draws: the round's result once known, told to turn or play out, and shown once it has. */
export interface StageProps {
  /** The round whose result is to play out (a new round number plays again), or null. */
  reveal: { roundNo: number; result: unknown } | null;
  /** The result once it has played out, else null. */
  shown: unknown;
  /** The round's terms (a cockfight's odds), or null. */
  terms: unknown;
  onStopped: (roundNo: number) => void;
}

export interface BoardProps {
  /** Accepted bets on this round, by area (minor units). */
  placed: ReadonlyMap<string, bigint>;
  /** Chips on the board not yet placed, by area. */
  pending: ReadonlyMap<string, bigint>;
  /** The result once it has played out, else null. */
  shown: unknown;
  terms: unknown;
  /** The table's recent results, newest first (a baccarat's roads are drawn from them). */
  history: readonly { roundNo: number; result: unknown }[];
  disabled: boolean;
  onBet: (area: string) => void;
  /** A card table's seats held this round: who holds each, and whether it is this player. */
  seats: DemoTableValue['seats'];
}

/** One game's parts in the live table: its picture, board, words for a result, and rules. */
export interface TableGameView {
  stage: (props: StageProps) => ReactNode;
  /**
   * A picture that needs more width than a wheel (a baccarat's two hands of cards), or the table's
   * whole width with the round's status under it ('full': a card table's six hands).
   */
  wideStage?: boolean | 'full';
  board: (props: BoardProps) => ReactNode;
  /** "17 black", "Meron wins"; null for a result it cannot read. */
  resultText: (result: unknown) => string | null;
  /** A result in the history strip: its text and its tone (a data attribute the game's CSS colours). */
  historyItem: (result: unknown) => { text: string; said: string; tone: string } | null;
  rules: (onClose: () => void) => ReactNode;
  /** A card table reads the table while bets are open, so seats other players take show up. */
  watchSeats?: boolean;
}

/**
 * A live table of the demo vendor, or the failure screen when the session's rules are not the game's
 * (`game` null).
 */
export const LiveTable = ({
  session,
  onEnded,
  game,
}: {
  session: DemoSession;
  onEnded: () => void;
  game: TableGameView | null;
}) => {
  const { t } = useTranslation();
  if (!game) {
    return (
      <div className={gameStyles.screen}>
        <p role="alert">{t('system_error')}</p>
      </div>
    );
  }
  return <Table session={session} onEnded={onEnded} game={game} />;
};

/**
 * A live table of the demo vendor (issue 19): the round's status and countdown on the server's clock,
 * the game's picture and board, the last results, chips, balance, this round's stake and the last win.
 * Chips go on the board locally; "Place" sends them as one placement.
 */
const Table = ({
  session,
  onEnded,
  game,
}: {
  session: DemoSession;
  onEnded: () => void;
  game: TableGameView;
}) => {
  const { t } = useTranslation();
  const { view, phase, serverNow, setChip, addChip, clear, place, refresh } = useLiveTable(
    session,
    onEnded,
    game.watchSeats ? seatWatchMs : undefined,
  );
  const [rulesOpen, setRulesOpen] = useState(false);
  const chipsId = useId();
  const table = view.table;

  // The result is told once the stage has played it out.
  const roundNo = table?.round.roundNo ?? null;
  const reveal = useMemo(
    () => (roundNo !== null && view.result != null ? { roundNo, result: view.result } : null),
    [roundNo, view.result],
  );
  const [stoppedRound, setStoppedRound] = useState<number | null>(null);
  // Once the result has played out the round is paid: read the table again for the win and balance.
  const onStopped = useCallback(
    (stopped: number) => {
      setStoppedRound(stopped);
      refresh();
    },
    [refresh],
  );
  const shown =
    phase === 'result' && reveal !== null && stoppedRound === reveal.roundNo ? reveal.result : null;

  const placed = useMemo(() => {
    const byArea = new Map<string, bigint>();
    for (const bet of table?.bets ?? [])
      byArea.set(bet.area, (byArea.get(bet.area) ?? 0n) + minorOf(bet.amount));
    return byArea;
  }, [table?.bets]);
  const roundStake = sum(placed.values());
  const toPlace = sum(view.pending.values());
  const secondsTo = (at: number) => Math.max(0, Math.ceil((at - serverNow) / 1000));
  const last = table?.last ?? null;
  const lastIsThisRound = last !== null && shown !== null && last.roundNo === roundNo;
  const betting = phase === 'betting';
  const terms = table?.round.terms ?? null;

  const status = (() => {
    if (!table) return t('live_table.status.joining');
    if (betting) return t('live_table.status.betting');
    const result = shown === null ? null : game.resultText(shown);
    if (result === null) return t('live_table.status.closed');
    // Won or lost is told once the round's settlement is in the table's answer.
    if (!lastIsThisRound) return result;
    return minorOf(last.win) > 0n
      ? `${result} · ${t('live_table.won', { amount: formatMoney(last.win) })}`
      : `${result} · ${t('live_table.lost')}`;
  })();

  return (
    <div className={gameStyles.screen}>
      <div className={styles.table}>
        <GameHeader
          name={session.game.name}
          mode={session.mode}
          rules={{ label: t('live_table.rules_open'), onOpen: () => setRulesOpen(true) }}
        />

        <div
          className={styles.stage}
          data-wide={game.wideStage === 'full' ? 'full' : game.wideStage ? '' : undefined}
        >
          {game.stage({ reveal, shown, terms, onStopped })}
          <div className={styles.roundInfo}>
            <p className={styles.status} role="status" aria-live="polite">
              {status}
            </p>
            <p className={styles.countdown} data-phase={betting ? 'betting' : 'closed'} aria-hidden="true">
              {betting
                ? t('live_table.countdown', { seconds: table ? secondsTo(table.round.closesAt) : 0 })
                : t('live_table.next_round', { seconds: table ? secondsTo(table.round.endsAt) : 0 })}
            </p>
            <div className={styles.history}>
              <h2 className={styles.historyTitle}>{t('live_table.history')}</h2>
              {table && table.history.length > 0 ? (
                <ol className={styles.historyList}>
                  {table.history.map((h) => {
                    const item = game.historyItem(h.result);
                    return item === null ? null : (
                      <li key={h.roundNo} data-tone={item.tone}>
                        <span className={gameStyles.srOnly}>{item.said} </span>
                        <span aria-hidden="true">{item.text}</span>
                      </li>
                    );
                  })}
                </ol>
              ) : (
                <p className={styles.historyEmpty}>{t('live_table.history_empty')}</p>
              )}
            </div>
          </div>
        </div>

        {game.board({
          placed,
          pending: view.pending,
          shown,
          terms,
          history: table?.history ?? [],
          disabled: !betting || view.placing,
          onBet: addChip,
          seats: table?.seats ?? [],
        })}

        {view.error ? (
          <GameError code={view.error} wallet={session.mode === 'free' ? null : session.wallet} />
        ) : null}

        <div className={styles.controls}>
          <fieldset className={styles.chips}>
            <legend id={chipsId}>{t('live_table.chip_value')}</legend>
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
            <BalanceMeter
              mode={session.mode}
              balance={table?.balance ?? session.balance}
              currency={session.currency}
            />
            <Meter label={t('live_table.round_stake')}>{money(roundStake)}</Meter>
            <Meter label={t('play.slot.last_win')} win={last !== null && minorOf(last.win) > 0n}>
              {formatMoney(last?.win ?? '0.00')}
            </Meter>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={clear} disabled={view.pending.size === 0 || view.placing}>
              {t('live_table.clear')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void place()}
              disabled={!betting || view.pending.size === 0 || view.placing}
              aria-busy={view.placing}
            >
              {toPlace > 0n
                ? t('live_table.place_amount', { amount: money(toPlace) })
                : t('live_table.place')}
            </Button>
          </div>
        </div>
      </div>
      {rulesOpen ? game.rules(() => setRulesOpen(false)) : null}
    </div>
  );
};
