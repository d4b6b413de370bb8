import type { DemoSportsBets, DemoSportsBoard } from '@gp/contract/demo-sports';
import { fromMinor, toMinor } from '@gp/contract/money';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DemoSession } from '../demo-vendor-client';
import { sessionEndedCode, usePlatformRefresh, vendorCodeOf } from '../use-game-session';
import { slipAgainst, toggleSelection, type SlipSelection } from './bet-slip';
import { fetchBets, fetchBoard, placeBet } from './sports-client';

/** The board's odds move every few minutes; kick-offs take fixtures off it. */
const boardEveryMs = 20_000;
/** Open bets settle when their fixtures end: the list is read again this often. */
const betsEveryMs = 10_000;

export type SlipMode = 'singles' | 'accumulator';

export interface PlacedNotice {
  count: number;
  /** The stakes taken, in minor units. */
  staked: bigint;
}

/**
 * The sportsbook page's state (issue 19): the board (read again every 20 s), the player's bets (every
 * 10 s), the bet slip and placing from it. Singles go as one bet per selection; an accumulator as one
 * bet of every selection. A refused single stays on the slip with the reason; placed ones leave it.
 */
export const useSportsbook = (session: DemoSession, onEnded: () => void) => {
  const token = session.sessionToken;
  const [board, setBoard] = useState<DemoSportsBoard | null>(null);
  const [bets, setBets] = useState<DemoSportsBets | null>(null);
  const [slip, setSlip] = useState<SlipSelection[]>([]);
  const [mode, setMode] = useState<SlipMode>('singles');
  const [stake, setStake] = useState('10.00');
  const [acceptChanges, setAcceptChanges] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<PlacedNotice | null>(null);
  const [balance, setBalance] = useState(session.balance);
  const ended = useRef(false);

  const fail = useCallback(
    (failure: unknown) => {
      const code = vendorCodeOf(failure);
      if (code === sessionEndedCode) {
        ended.current = true;
        onEnded();
        return code;
      }
      setError(code);
      return code;
    },
    [onEnded],
  );

  const loadBoard = useCallback(
    () =>
      fetchBoard(token).then(
        (value) => !ended.current && setBoard(value),
        (failure: unknown) => void fail(failure),
      ),
    [token, fail],
  );
  const loadBets = useCallback(
    () =>
      fetchBets(token).then(
        (value) => {
          if (ended.current) return;
          setBets(value);
          setBalance(value.balance);
        },
        (failure: unknown) => void fail(failure),
      ),
    [token, fail],
  );

  useEffect(() => {
    void loadBoard();
    void loadBets();
    const boardTimer = setInterval(() => void loadBoard(), boardEveryMs);
    const betsTimer = setInterval(() => void loadBets(), betsEveryMs);
    return () => {
      clearInterval(boardTimer);
      clearInterval(betsTimer);
    };
  }, [loadBoard, loadBets]);
  // A transfer into the game's wallet on the platform: show the new balance.
  usePlatformRefresh(useCallback(() => void loadBets(), [loadBets]));

  const lines = useMemo(() => slipAgainst(slip, board), [slip, board]);

  const toggle = useCallback((pick: SlipSelection) => {
    setNotice(null);
    setError(null);
    setSlip((current) => toggleSelection(current, pick));
  }, []);
  const remove = useCallback((fixtureId: string) => {
    setSlip((current) => current.filter((s) => s.fixtureId !== fixtureId));
  }, []);
  const clear = useCallback(() => {
    setSlip([]);
    setError(null);
  }, []);
  /** Takes the board's current odds for every selection whose odds moved. */
  const takeNewOdds = useCallback(() => {
    setError(null);
    setSlip((current) =>
      slipAgainst(current, board).map(({ current: now, ...s }) => (now !== null ? { ...s, odds: now } : s)),
    );
  }, [board]);

  const place = useCallback(async () => {
    const parsed = toMinor(stake);
    if (!parsed.ok || parsed.minor <= 0n) {
      setError('sports_bet_limit');
      return;
    }
    const amount = fromMinor(parsed.minor);
    setPlacing(true);
    setError(null);
    setNotice(null);
    const groups = mode === 'accumulator' ? [slip] : slip.map((s) => [s]);
    let placed = 0;
    const keep: SlipSelection[] = [];
    for (const group of groups) {
      try {
        const answer = await placeBet(token, {
          placement: crypto.randomUUID(),
          stake: amount,
          acceptOddsChanges: acceptChanges,
          legs: group.map((s) => ({
            fixtureId: s.fixtureId,
            market: s.market,
            selection: s.selection,
            odds: s.odds,
          })),
        });
        placed += 1;
        setBalance(answer.balance);
      } catch (failure) {
        keep.push(...group);
        if (fail(failure) === sessionEndedCode) return;
      }
    }
    setSlip(keep);
    setPlacing(false);
    if (placed > 0) setNotice({ count: placed, staked: parsed.minor * BigInt(placed) });
    void loadBets();
    void loadBoard();
  }, [stake, mode, slip, token, acceptChanges, fail, loadBets, loadBoard]);

  return {
    board,
    bets,
    balance,
    lines,
    mode,
    setMode,
    stake,
    setStake,
    acceptChanges,
    setAcceptChanges,
    placing,
    error,
    notice,
    toggle,
    remove,
    clear,
    takeNewOdds,
    place,
  };
};
export type Sportsbook = ReturnType<typeof useSportsbook>;
