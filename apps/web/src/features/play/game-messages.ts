/**
 * Messages between the /seamless page and a game page in its iframe (window.postMessage, same origin
 * only). The game says when it is ready, asks the platform to launch it again when its session has
 * ended (a game page cannot launch itself: only the platform holds the member's session), and asks
 * for a transfer into its wallet when a stake found too little there; the platform tells the game to
 * read its balance again after such a transfer ('refresh').
 */
export const gameMessageSource = 'gp-game';

const gameTypes = ['ready', 'reopen', 'transfer'] as const;
export type GameMessage = { source: typeof gameMessageSource; type: (typeof gameTypes)[number] };
export type PlatformMessage = { source: typeof gameMessageSource; type: 'refresh' };

const isMessage = (data: unknown, types: readonly string[]) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === gameMessageSource &&
  types.includes(String((data as { type?: unknown }).type));

export const isGameMessage = (data: unknown): data is GameMessage => isMessage(data, gameTypes);
export const isPlatformMessage = (data: unknown): data is PlatformMessage => isMessage(data, ['refresh']);

/** Tells the game in `frame` (same origin only) that its wallet changed. */
export const postToGame = (frame: HTMLIFrameElement | null, type: PlatformMessage['type']): void => {
  frame?.contentWindow?.postMessage(
    { source: gameMessageSource, type } satisfies PlatformMessage,
    window.location.origin,
  );
};

/** Tells the embedding page (if any, and only on this origin) about the game. */
export const postToEmbedder = (type: GameMessage['type']): void => {
  if (window.parent === window) return;
  window.parent.postMessage(
    { source: gameMessageSource, type } satisfies GameMessage,
    window.location.origin,
  );
};

export const isEmbedded = (): boolean => window.parent !== window;
