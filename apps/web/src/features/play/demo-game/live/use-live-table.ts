import type { DemoTableValue } from '@gp/contract/demo-vendor';
import { fromMinor } from '@gp/contract/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DemoSession } from '../demo-vendor-client';
import { sessionEndedCode, usePlatformRefresh, vendorCodeOf } from '../use-game-session';
import { fetchTable, placeTableBets, tableSocketUrl } from './table-client';
import { minorOf } from './table-money';

/** How long after the close the page waits for the socket's result before it asks for it. */
const resultGraceMs = 1_500;

export interface LiveTableView {
  table: DemoTableValue | null;
  /** Chips on the board not yet placed (area -> minor units). */
  pending: ReadonlyMap<string, bigint>;
  chip: string;
  placing: boolean;
  error: string | null;
  /** The result of the round on show (from the socket or the table), or null. */
  result: unknown;
  /** The server's clock minus this page's, from the last table answer. */
  offset: number;
}

/**
 * A live table's client state (roulette, baccarat, cockfight, the Niu Niu card table). The table's answer says when the round opens, closes and ends on
 * the server's clock (the page counts down on it); the socket announces the result at the close, and
 * after the round's end the page reads the table again (the next round, its win, the balance). Should
 * the socket be down, the page asks for the result itself shortly after the close.
 */
export const useLiveTable = (session: DemoSession, onEnded: () => void, watchMs?: number) => {
  const token = session.sessionToken;
  const [view, setView] = useState<LiveTableView>({
    table: null,
    pending: new Map(),
    chip: session.betLevels[0] ?? '',
    placing: false,
    error: null,
    result: null,
    offset: 0,
  });
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);

  const fail = useCallback(
    (error: unknown) => {
      const code = vendorCodeOf(error);
      if (code === sessionEndedCode) {
        ended.current = true;
        onEnded();
        return;
      }
      setView((v) => ({ ...v, placing: false, error: code }));
    },
    [onEnded],
  );

  const apply = useCallback((table: DemoTableValue) => {
    const offset = table.serverTime - Date.now();
    setView((v) => ({
      ...v,
      table,
      offset,
      result: table.round.phase === 'result' ? table.round.result : null,
    }));
  }, []);

  const refresh = useCallback(() => {
    if (ended.current) return;
    fetchTable(token).then(apply, fail);
  }, [token, apply, fail]);

  useEffect(refresh, [refresh]);
  usePlatformRefresh(refresh);

  // The clock of the countdown: four ticks a second are enough for whole seconds.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  // The socket: join the table, hear each result; reconnect after a drop.
  const roundNo = view.table?.round.roundNo;
  const currentRound = useRef(roundNo);
  useEffect(() => {
    currentRound.current = roundNo;
  }, [roundNo]);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      socket = new WebSocket(tableSocketUrl());
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'join', sessionToken: token }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as {
          type?: string;
          roundNo?: number;
          result?: unknown;
        };
        const { result } = message;
        if (message.type !== 'result' || message.roundNo !== currentRound.current || result == null) return;
        setView((v) => ({ ...v, result }));
      };
      socket.onclose = () => {
        if (!closed && !ended.current) retry = setTimeout(connect, 2_000);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [token]);

  const serverNow = now + view.offset;
  const round = view.table?.round;
  const phase = !round ? 'loading' : serverNow < round.closesAt ? 'betting' : 'result';

  // After the close: ask for a result the socket did not bring; after the end: the next round.
  const resultMissing = phase === 'result' && view.result === null;
  const offset = view.offset;
  useEffect(() => {
    if (!round) return;
    const due = resultMissing ? round.closesAt + resultGraceMs : round.endsAt;
    const timer = setTimeout(refresh, Math.max(0, due - (Date.now() + offset)));
    return () => clearTimeout(timer);
  }, [round, resultMissing, refresh, offset]);

  // A card table: while bets are open, read the table now and then for the seats others take.
  const watching = watchMs !== undefined && phase === 'betting';
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(refresh, watchMs);
    return () => clearInterval(timer);
  }, [watching, watchMs, refresh]);

  const setChip = useCallback((chip: string) => setView((v) => ({ ...v, chip })), []);

  const addChip = useCallback((area: string) => {
    setView((v) => {
      const pending = new Map(v.pending);
      pending.set(area, (pending.get(area) ?? 0n) + minorOf(v.chip));
      return { ...v, pending, error: null };
    });
  }, []);

  const clear = useCallback(() => setView((v) => ({ ...v, pending: new Map(), error: null })), []);

  // The latest view for the place handler: updaters must stay pure, so the guard reads this instead.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const place = useCallback(async () => {
    const { pending, placing } = latest.current;
    if (placing || pending.size === 0) return;
    setView((v) => ({ ...v, placing: true, error: null }));
    const bets = [...pending].map(([area, amount]) => ({ area, amount: fromMinor(amount) }));
    try {
      const table = await placeTableBets(token, crypto.randomUUID(), bets);
      apply(table);
      setView((v) => ({ ...v, placing: false, pending: new Map() }));
    } catch (error) {
      fail(error);
    }
  }, [token, apply, fail]);

  return { view, phase, serverNow, setChip, addChip, clear, place, refresh };
};
