import { describe, expect, it } from 'vitest';
import { digitsOfGame, kindOf, lotteryRegions } from '../../modules/lottery/lottery-kinds.js';
import { defaultSettings } from '../../modules/lottery/lottery-rules.js';
import { generateCatalogue } from './game-catalogue.js';

/** Issue 14: the Vietnam lottery listed Jakarta, Singapore and Manila draws; names promised other draws. */
describe('demo lottery catalogue', () => {
  const games = generateCatalogue('DEMO').filter((g) => g.vendor_code in lotteryRegions);

  it.each(Object.keys(lotteryRegions))('names every %s game after one of its own regions', (vendor) => {
    const own = games.filter((g) => g.vendor_code === vendor);
    expect(own.length).toBeGreaterThan(0);
    const foreign = own.filter((g) => !lotteryRegions[vendor]!.some((r) => g.game_name.startsWith(`${r} `)));
    expect(foreign.map((g) => g.game_name)).toEqual([]);
  });

  it('gives every lottery game a kind the rules draw, with the digits the kind says', () => {
    expect(games.filter((g) => kindOf(g.game_name) === undefined).map((g) => g.game_name)).toEqual([]);
    for (const game of games) {
      expect(defaultSettings(game.game_name).digits).toBe(digitsOfGame(game.game_name));
    }
    const fast3 = games.filter((g) => / Fast 3 /.test(g.game_name));
    expect(fast3.length).toBeGreaterThan(0);
    for (const game of fast3) expect(defaultSettings(game.game_name).digits).toBe(3);
  });
});
