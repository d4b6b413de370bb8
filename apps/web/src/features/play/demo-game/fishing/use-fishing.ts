import { useCallback, useEffect, useReducer, useRef } from 'react';
import { demoState, type DemoSession } from '../demo-vendor-client';
import { sessionEndedCode, usePlatformRefresh, vendorCodeOf } from '../use-game-session';
import { fireVolley } from './fishing-client';
import { fishingReducer, isFull, type FishingState, type Volley } from './fishing-state';
import { newPond, spawnFish } from './pond';

/** Shots fired within this long of the first go as one volley (one round, one ledger entry pair). */
export const volleyMs = 600;
/** How long a caught fish shows its pay before a new fish takes its place. */
export const caughtMs = 900;
/** A lost answer is asked again with the same batch id (debited once) this often before giving up. */
const resendDelays = [400, 1_000, 2_000];
const resendable = new Set(['network_abnormal', 'fish_batch_pending', 'system_error']);

const newBatchId = () => crypto.randomUUID();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fishing game on an open session: shots queue on the page and go in volleys (every `volleyMs`,
 * or at once when a volley is full), one volley on its way at a time; the answer catches the fish
 * that were hit. An answer that the session is over ends it (`onEnded`).
 */
export const useFishing = (session: DemoSession, onEnded: () => void, random: () => number = Math.random) => {
  const token = session.sessionToken;
  const [state, dispatch] = useReducer(fishingReducer, session, (s): FishingState => ({
    balance: s.balance,
    bullet: s.betLevels[0] ?? '',
    fish: newPond(random),
    queue: [],
    sending: null,
    shots: 0,
    won: '0.00',
    last: null,
    error: null,
  }));
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const deliver = useCallback(
    async (volley: Volley) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const value = await fireVolley(token, volley);
          if (!live.current) return;
          dispatch({ type: 'answered', value });
          for (const shot of value.shots.filter((s) => s.hit)) {
            setTimeout(() => {
              if (live.current) dispatch({ type: 'gone', fishId: shot.fish, next: spawnFish(random) });
            }, caughtMs);
          }
          return;
        } catch (error) {
          const code = vendorCodeOf(error);
          if (code === sessionEndedCode) return onEnded();
          const delay = resendDelays[attempt];
          if (resendable.has(code) && delay !== undefined) {
            await wait(delay);
            if (!live.current) return;
            continue;
          }
          const balance = await demoState(token).then(
            (s) => s.balance,
            () => undefined,
          );
          if (live.current) dispatch({ type: 'refused', code, ...(balance ? { balance } : {}) });
          return;
        }
      }
    },
    [token, onEnded, random],
  );

  // A queue goes when its volley is full or `volleyMs` after it started, once the last volley is answered.
  const { queue, sending } = state;
  const hasQueue = queue.length > 0;
  const full = isFull(state);
  useEffect(() => {
    if (!hasQueue || sending) return;
    const send = () => dispatch({ type: 'send', batch: newBatchId() });
    if (full) return send();
    const timer = setTimeout(send, volleyMs);
    return () => clearTimeout(timer);
  }, [hasQueue, full, sending]);

  // A volley moved into `sending` is delivered once (its batch id names it).
  const delivered = useRef<string | null>(null);
  useEffect(() => {
    if (!sending || delivered.current === sending.batch) return;
    delivered.current = sending.batch;
    void deliver(sending);
  }, [sending, deliver]);

  // The platform moved money into this game's wallet: read the balance again (between volleys).
  usePlatformRefresh(
    useCallback(() => {
      demoState(token).then(
        (s) => dispatch({ type: 'balance', balance: s.balance }),
        () => undefined,
      );
    }, [token]),
  );

  const fire = useCallback((fishId: string) => dispatch({ type: 'fire', fishId }), []);
  const setBullet = useCallback((bullet: string) => dispatch({ type: 'bullet', bullet }), []);
  const swamAway = useCallback(
    (fishId: string) => dispatch({ type: 'gone', fishId, next: spawnFish(random) }),
    [random],
  );
  return { state, fire, setBullet, swamAway };
};
