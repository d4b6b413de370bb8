import type { DemoGameState, DemoSpinValue } from '@gp/contract/demo-vendor';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isPlatformMessage, postToEmbedder } from '../game-messages';
import { demoState, openDemoSessionOnce, spinDemo, VendorError } from './demo-vendor-client';

export type SlotPhase = 'opening' | 'ready' | 'spinning' | 'ended' | 'failed';

export interface SlotView {
  phase: SlotPhase;
  state: DemoGameState | null;
  balance: string;
  bet: string;
  window: string[][] | null;
  lines: DemoSpinValue['lines'];
  lastWin: string | null;
  roundId: string | null;
  /** The last failed spin's (or the failed opening's) error code. */
  error: string | null;
}

const sessionEnded = 'game_session_invalid';
const codeOf = (error: unknown) => (error instanceof VendorError ? error.code : 'system_error');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The demo slot's client state. The launch token is exchanged once (openDemoSessionOnce); the game
 * session token lives in a ref only (memory: never storage, never the address bar). A spin shows its
 * animation for at least `spinMs` (none with reduced motion) so a fast answer still reads as a spin.
 */
export const useDemoSlot = (launchToken: string | null, spinMs = 650) => {
  const sessionToken = useRef<string | null>(null);
  const [view, setView] = useState<SlotView>({
    phase: launchToken ? 'opening' : 'ended',
    state: null,
    balance: '0.00',
    bet: '',
    window: null,
    lines: [],
    lastWin: null,
    roundId: null,
    error: null,
  });

  useEffect(() => {
    if (!launchToken) return;
    let live = true;
    openDemoSessionOnce(launchToken).then(
      ({ sessionToken: token, ...state }) => {
        if (!live) return;
        sessionToken.current = token;
        const bet = state.betLevels[1] ?? state.betLevels[0] ?? '';
        setView((v) => ({ ...v, phase: 'ready', state, balance: state.balance, bet }));
        postToEmbedder('ready');
      },
      (error: unknown) => {
        if (!live) return;
        const code = codeOf(error);
        setView((v) => ({ ...v, phase: code === sessionEnded ? 'ended' : 'failed', error: code }));
        postToEmbedder('ready');
      },
    );
    return () => {
      live = false;
    };
  }, [launchToken]);

  const setBet = useCallback((bet: string) => setView((v) => ({ ...v, bet, error: null })), []);

  // The platform moved money into this game's wallet: read the balance again (never during a spin,
  // whose answer carries the newer balance).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const token = sessionToken.current;
      if (!isPlatformMessage(event.data) || !token) return;
      demoState(token).then(
        (state) =>
          setView((v) => (v.phase === 'ready' ? { ...v, state, balance: state.balance, error: null } : v)),
        () => undefined,
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

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
      const code = codeOf(error);
      if (code === sessionEnded) sessionToken.current = null;
      setView((v) => ({ ...v, phase: code === sessionEnded ? 'ended' : 'ready', error: code }));
    }
  }, [spinMs]);

  return { view, spin, setBet };
};
