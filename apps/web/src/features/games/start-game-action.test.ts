import { describe, expect, it } from 'vitest';
import { startAction, type StartContext } from './start-game-action';
import { gameFixture } from './test/game-fixtures';

const member: StartContext = {
  source: 'game',
  freeTrial: false,
  loggedIn: true,
  trial: false,
  freePlay: true,
  prizeMode: 'LOTT',
};

describe('startAction (spec 4.6)', () => {
  it('opens the login modal for a logged-out visitor, or free play for a free trial when offered', () => {
    const game = gameFixture();
    const guest = { ...member, loggedIn: false };
    expect(startAction(game, guest)).toEqual({ kind: 'login' });
    expect(startAction(game, { ...guest, freeTrial: true, freePlay: false })).toEqual({ kind: 'login' });
    expect(startAction(game, { ...guest, freeTrial: true })).toEqual({
      kind: 'freePlay',
      then: { kind: 'launch', game, freeTrial: true },
    });
    const lottery = gameFixture({ vassalage: 'LOTT', gameCode: 'G1', gameType: 'LOTT' });
    expect(startAction(lottery, { ...guest, freeTrial: true })).toEqual({
      kind: 'freePlay',
      then: { kind: 'navigate', to: '/lottery?gameCode=G1&prizeMode=LOTT' },
    });
  });

  it('launches every game of a trial user in free mode (play money only)', () => {
    const game = gameFixture();
    expect(startAction(game, { ...member, trial: true })).toEqual({ kind: 'launch', game, freeTrial: true });
    expect(startAction(game, { ...member, trial: true, freeTrial: true })).toEqual({
      kind: 'launch',
      game,
      freeTrial: true,
    });
  });

  it('routes lottery vassalages to their pages with gameCode, the lottery page with the prize mode', () => {
    const to = (vassalage: string, prizeMode: 'LOTT' | 'ELOTT' = 'LOTT') =>
      startAction(gameFixture({ vassalage, gameCode: 'G1', gameType: 'LOTT' }), { ...member, prizeMode });
    expect(to('TCG_LOTTO_VN')).toEqual({ kind: 'navigate', to: '/vnLottery?gameCode=G1' });
    expect(to('TCG_SEA')).toEqual({ kind: 'navigate', to: '/seaLottery?gameCode=G1' });
    expect(to('LOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=G1&prizeMode=LOTT' });
    expect(to('ELOTT', 'ELOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=G1&prizeMode=ELOTT' });
  });

  it('opens a lottery vendor card on its lobby: the vendor code is no game code (issue 14)', () => {
    const to = (vassalage: string, prizeMode: 'LOTT' | 'ELOTT' = 'LOTT') =>
      startAction(gameFixture({ vassalage, gameCode: vassalage, gameType: 'LOTT' }), {
        ...member,
        source: 'vendor',
        prizeMode,
      });
    expect(to('LOTT')).toEqual({ kind: 'navigate', to: '/lottery?prizeMode=LOTT' });
    expect(to('ELOTT', 'ELOTT')).toEqual({ kind: 'navigate', to: '/lottery?prizeMode=ELOTT' });
    expect(to('TCG_LOTTO_VN')).toEqual({ kind: 'navigate', to: '/vnLottery' });
    expect(to('TCG_SEA')).toEqual({ kind: 'navigate', to: '/seaLottery' });
  });

  it('opens the provider popup for isGame VASSALAGE, for guests too (browsing)', () => {
    const provider = gameFixture({ isGame: 'VASSALAGE', gameType: 'FISH', vassalage: 'JDB' });
    expect(startAction(provider, member)).toEqual({ kind: 'providerPopup', provider });
    expect(startAction(provider, { ...member, loggedIn: false })).toEqual({
      kind: 'providerPopup',
      provider,
    });
  });

  it('sends an RNG vendor card to the RNG page with its vassalage; other vendors follow the game rules', () => {
    const vendor = gameFixture({ vassalage: 'PG', gameType: 'RNG' });
    expect(startAction(vendor, { ...member, source: 'vendor', loggedIn: false })).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=PG',
    });
    const live = gameFixture({ vassalage: 'EVO', gameType: 'LIVE' });
    expect(startAction(live, { ...member, source: 'vendor' })).toEqual({
      kind: 'launch',
      game: live,
      freeTrial: false,
    });
    expect(startAction(live, { ...member, source: 'vendor', loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('launches any other game, passing the free-trial flag', () => {
    const game = gameFixture();
    expect(startAction(game, member)).toEqual({ kind: 'launch', game, freeTrial: false });
    expect(startAction(game, { ...member, freeTrial: true })).toEqual({
      kind: 'launch',
      game,
      freeTrial: true,
    });
  });
});
