import type { GameCard } from '@gp/contract/games';

/** What starting a game or a vendor card does (spec 4.6); `useStartGame` carries it out. */
export type DirectAction =
  | { kind: 'login' }
  | { kind: 'navigate'; to: string }
  | { kind: 'providerPopup'; provider: GameCard }
  | { kind: 'launch'; game: GameCard; freeTrial: boolean };
export type StartAction =
  | DirectAction
  /** A guest's free trial: start a trial account (free-play login), then carry out `then`. */
  | { kind: 'freePlay'; then: DirectAction };

export interface StartContext {
  /** 'vendor' for a card of the vendor lanes, 'game' for a game of a game list. */
  source: 'game' | 'vendor';
  freeTrial: boolean;
  loggedIn: boolean;
  trial: boolean;
  /** The merchant offers free play (whitelabel FREEPLAY3): a guest's free trial starts a trial account. */
  freePlay: boolean;
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
 * modal, except a free trial where the merchant offers free play: that starts a trial account and then
 * the game. A trial user plays free mode only (spec 1, 6), so every launch of theirs is a free-trial
 * launch (docs/decisions.md, "Free play for trial users"); real money stays behind the real-account
 * dialog where it is offered (lottery real tickets, cashier, member centre). Then by vassalage:
 * TCG_LOTTO_VN to the Vietnamese lottery, TCG_SEA to the sea lottery, LOTT and ELOTT to the lottery
 * page (a game with its gameCode, a vendor card to the page's lobby; the lottery page with the prize
 * mode); anything else launches through the vendor.
 */
export const startAction = (game: GameCard, context: StartContext): StartAction => {
  if (context.source === 'vendor' && game.gameType === 'RNG') {
    return { kind: 'navigate', to: withQuery('/rng', { vassalage: game.vassalage }) };
  }
  const lotteryPage = lotteryPages[game.vassalage];
  if (!lotteryPage && game.isGame === 'VASSALAGE') return { kind: 'providerPopup', provider: game };
  if (!context.loggedIn) {
    if (!context.freeTrial || !context.freePlay) return { kind: 'login' };
    return { kind: 'freePlay', then: signedInAction(game, lotteryPage, { ...context, trial: true }) };
  }
  return signedInAction(game, lotteryPage, context);
};

/** What starting a game does for a logged-in user (a trial user's games launch in free mode). */
const signedInAction = (
  game: GameCard,
  lotteryPage: string | undefined,
  context: StartContext,
): DirectAction => {
  if (lotteryPage) {
    // A vendor card is the lottery provider itself: its code is no game code, so it opens the lobby.
    const query: Record<string, string> = context.source === 'game' ? { gameCode: game.gameCode } : {};
    if (lotteryPage === '/lottery') query.prizeMode = context.prizeMode;
    return { kind: 'navigate', to: withQuery(lotteryPage, query) };
  }
  return { kind: 'launch', game, freeTrial: context.freeTrial || context.trial };
};
