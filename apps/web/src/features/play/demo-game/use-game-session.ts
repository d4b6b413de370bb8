import { useCallback, useEffect, useState } from 'react';
import { isPlatformMessage, postToEmbedder } from '../game-messages';
import { openDemoSessionOnce, VendorError, type DemoSession } from './demo-vendor-client';

export type SessionPhase = 'opening' | 'ready' | 'ended' | 'failed';

export interface GameSessionView {
  phase: SessionPhase;
  session: DemoSession | null;
  /** The failed opening's error code. */
  error: string | null;
}

export const sessionEndedCode = 'game_session_invalid';
export const vendorCodeOf = (error: unknown) => (error instanceof VendorError ? error.code : 'system_error');

/**
 * The demo game page's session: the launch token is exchanged once (openDemoSessionOnce); the game
 * session token then lives in memory only (never storage, never the address bar). A game calls
 * `end()` when the vendor answers that the session is over.
 */
export const useGameSession = (launchToken: string | null) => {
  const [view, setView] = useState<GameSessionView>({
    phase: launchToken ? 'opening' : 'ended',
    session: null,
    error: null,
  });

  useEffect(() => {
    if (!launchToken) return;
    let live = true;
    openDemoSessionOnce(launchToken).then(
      (session) => {
        if (!live) return;
        setView({ phase: 'ready', session, error: null });
        postToEmbedder('ready');
      },
      (error: unknown) => {
        if (!live) return;
        const code = vendorCodeOf(error);
        setView({ phase: code === sessionEndedCode ? 'ended' : 'failed', session: null, error: code });
        postToEmbedder('ready');
      },
    );
    return () => {
      live = false;
    };
  }, [launchToken]);

  const end = useCallback(() => setView({ phase: 'ended', session: null, error: sessionEndedCode }), []);
  return { ...view, end };
};

/** Calls `onRefresh` when the platform says it moved money into this game's wallet (game-messages.ts). */
export const usePlatformRefresh = (onRefresh: () => void) => {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPlatformMessage(event.data)) onRefresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onRefresh]);
};
