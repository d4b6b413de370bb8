import type { DemoGameState, DemoSpinValue } from '@gp/contract/demo-vendor';
import { useCallback, useEffect, useRef, useState } from 'react';
import { demoState, spinDemo, type DemoSession } from './demo-vendor-client';
import { sessionEndedCode, usePlatformRefresh, vendorCodeOf } from './use-game-session';

export type SlotPhase = 'ready' | 'spinning';

export interface SlotView {
  phase: SlotPhase;
  state: DemoGameState;
  balance: string;
  bet: string;
  window: string[][] | null;
  lines: DemoSpinValue['lines'];
  lastWin: string | null;
  roundId: string | null;
  /** The last failed spin's error code. */
  error: string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The demo slot's client state on an open game session. A spin shows its animation for at least
 * `spinMs` (none with reduced motion) so a fast answer still reads as a spin; an answer that the
 * session is over ends it (`onEnded`).
 */
export const useDemoSlot = (session: DemoSession, onEnded: () => void, spinMs = 650) => {
  const sessionToken = useRef<string | null>(session.sessionToken);
  const [view, setView] = useState<SlotView>(() => ({
    phase: 'ready',
    state: session,
    balance: session.balance,
    bet: session.betLevels[1] ?? session.betLevels[0] ?? '',
    window: null,
    lines: [],
    lastWin: null,
    roundId: null,
    error: null,
  }));

  const setBet = useCallback((bet: string) => setView((v) => ({ ...v, bet, error: null })), []);

  // The platform moved money into this game's wallet: read the balance again (never during a spin,
  // whose answer carries the newer balance).
  usePlatformRefresh(
    useCallback(() => {
      const token = sessionToken.current;
      if (!token) return;
      demoState(token).then(
        (state) =>
          setView((v) => (v.phase === 'ready' ? { ...v, state, balance: state.balance, error: null } : v)),
        () => undefined,
      );
    }, []),
  );

  // The latest view for the spin handler: updaters must stay pure, so the guard reads this instead.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);

  const spin = useCallback(async () => {
    const token = sessionToken.current;
    const { phase, bet } = latest.current;
    if (!token || phase !== 'ready' || !bet) return;
    latest.current = { ...latest.current, phase: 'spinning' };
    setView((v) => ({ ...v, phase: 'spinning', error: null, lines: [] }));
    try {
      const [result] = await Promise.all([spinDemo(token, bet), wait(prefersReducedMotion() ? 0 : spinMs)]);
      setView((v) => ({
        ...v,
        phase: 'ready',
        balance: result.balance,
        window: result.window,
        lines: result.lines,
        lastWin: result.win,
        roundId: result.roundId,
      }));
    } catch (error) {
      const code = vendorCodeOf(error);
      if (code === sessionEndedCode) {
        sessionToken.current = null;
        onEnded();
        return;
      }
      setView((v) => ({ ...v, phase: 'ready', error: code }));
    }
  }, [spinMs, onEnded]);

  return { view, spin, setBet };
};
