import type { GameCard } from '@gp/contract/games';

/** What starting a game or a vendor card does (spec 4.6); `useStartGame` carries it out. */
export type StartAction =
  | { kind: 'login' }
  | { kind: 'realAccount' }
  | { kind: 'navigate'; to: string }
  | { kind: 'providerPopup'; provider: GameCard }
  | { kind: 'launch'; game: GameCard; freeTrial: boolean };

export interface StartContext {
  /** 'vendor' for a card of the vendor lanes, 'game' for a game of a game list. */
  source: 'game' | 'vendor';
  freeTrial: boolean;
  loggedIn: boolean;
  trial: boolean;
  /** The lottery prize mode of the site (`lotteryPrizeMode`). */
  prizeMode: 'ELOTT' | 'LOTT';
}

const lotteryPages: Record<string, string> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * Spec 4.6. Browsing needs no account: an RNG vendor opens the RNG page with its vassalage, a provider
 * (isGame VASSALAGE) opens the popup of its games. Starting a game does: logged out opens the login
 * modal, a trial user gets the real-account dialog. Then by vassalage: TCG_LOTTO_VN to the Vietnamese
 * lottery, TCG_SEA to the sea lottery, LOTT and ELOTT to the lottery page (a game with its gameCode, a
 * vendor card to the page's lobby; the lottery page with the prize mode); anything else launches
 * through the vendor.
 */
export const startAction = (game: GameCard, context: StartContext): StartAction => {
  if (context.source === 'vendor' && game.gameType === 'RNG') {
    return { kind: 'navigate', to: withQuery('/rng', { vassalage: game.vassalage }) };
  }
  const lotteryPage = lotteryPages[game.vassalage];
  if (!lotteryPage && game.isGame === 'VASSALAGE') return { kind: 'providerPopup', provider: game };
  if (!context.loggedIn) return { kind: 'login' };
  if (context.trial) return { kind: 'realAccount' };
  if (lotteryPage) {
    // A vendor card is the lottery provider itself: its code is no game code, so it opens the lobby.
    const query: Record<string, string> = context.source === 'game' ? { gameCode: game.gameCode } : {};
    if (lotteryPage === '/lottery') query.prizeMode = context.prizeMode;
    return { kind: 'navigate', to: withQuery(lotteryPage, query) };
  }
  return { kind: 'launch', game, freeTrial: context.freeTrial };
};
