/**
 * Messages between the /seamless page and a game page in its iframe (window.postMessage, same origin
 * only). The game says when it is ready, and asks the platform to launch it again when its session
 * has ended (a game page cannot launch itself: only the platform holds the member's session).
 */
export const gameMessageSource = 'gp-game';

export type GameMessage =
  { source: typeof gameMessageSource; type: 'ready' } | { source: typeof gameMessageSource; type: 'reopen' };

export const isGameMessage = (data: unknown): data is GameMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === gameMessageSource &&
  ['ready', 'reopen'].includes(String((data as { type?: unknown }).type));

/** Tells the embedding page (if any, and only on this origin) about the game. */
export const postToEmbedder = (type: GameMessage['type']): void => {
  if (window.parent === window) return;
  window.parent.postMessage(
    { source: gameMessageSource, type } satisfies GameMessage,
    window.location.origin,
  );
};

export const isEmbedded = (): boolean => window.parent !== window;
