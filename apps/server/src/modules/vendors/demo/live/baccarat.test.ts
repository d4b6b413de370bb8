import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../random-source.js';
import { baccarat, bankerDraws, deal, shoeDraw, totalOf, type Card } from './baccarat.js';

/** Cards by rank (suit 0), dealt in order. */
const cards = (...ranks: number[]) => {
  const queue: Card[] = ranks.map((rank) => ({ rank, suit: 0 }));
  return () => {
    const card = queue.shift();
    if (!card) throw new Error('the test dealt more cards than it gave');
    return card;
  };
};

describe('baccarat tableau', () => {
  it('counts points modulo ten, tens and faces as nothing', () => {
    expect(
      totalOf([
        { rank: 13, suit: 0 },
        { rank: 9, suit: 1 },
      ]),
    ).toBe(9);
    expect(
      totalOf([
        { rank: 7, suit: 0 },
        { rank: 8, suit: 1 },
      ]),
    ).toBe(5);
    expect(
      totalOf([
        { rank: 1, suit: 0 },
        { rank: 10, suit: 1 },
        { rank: 12, suit: 2 },
      ]),
    ).toBe(1);
  });

  it('stands on a natural eight or nine', () => {
    // Player 4+4 = 8 (natural), banker 3+3 = 6: nobody draws.
    const round = deal(cards(4, 3, 4, 3));
    expect(round.player).toHaveLength(2);
    expect(round.banker).toHaveLength(2);
    expect(round).toMatchObject({
      playerTotal: 8,
      bankerTotal: 6,
      winner: 'player',
      playerPair: true,
      bankerPair: true,
    });
  });

  it("draws the player on 0-5 and the banker by the table of the player's third card", () => {
    // Player 2+3 = 5 draws a 6 -> 1; banker 3+3 = 6 draws on a player third of 6 -> 6+7 = 3.
    const round = deal(cards(2, 3, 3, 3, 6, 7));
    expect(round.player.map((c) => c.rank)).toEqual([2, 3, 6]);
    expect(round.banker.map((c) => c.rank)).toEqual([3, 3, 7]);
    expect(round).toMatchObject({ playerTotal: 1, bankerTotal: 3, winner: 'banker' });
    // Player stands on 6; banker 0-5 then draws: banker 2+3 = 5 draws a 4 -> 9.
    expect(deal(cards(3, 2, 3, 3, 4))).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
    // Player and banker both stand on 7 and 6 ... a tie at 7.
    expect(deal(cards(3, 3, 4, 4))).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie' });
  });

  it("follows the banker's drawing table cell by cell", () => {
    const third = (rank: number): Card => ({ rank, suit: 0 });
    expect(bankerDraws(3, third(8))).toBe(false);
    expect(bankerDraws(3, third(9))).toBe(true);
    expect(bankerDraws(4, third(1))).toBe(false);
    expect(bankerDraws(4, third(2))).toBe(true);
    expect(bankerDraws(5, third(3))).toBe(false);
    expect(bankerDraws(5, third(4))).toBe(true);
    expect(bankerDraws(6, third(5))).toBe(false);
    expect(bankerDraws(6, third(6))).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(7, third(6))).toBe(false);
    expect(bankerDraws(2, third(8))).toBe(true);
  });

  it('never deals one card of the shoe twice', () => {
    // The source offers position 5 three times, then 60: the second card must skip the dealt one.
    const offers = [5, 5, 5, 60];
    const next = shoeDraw({ int: () => offers.shift() ?? 0 });
    expect(next()).toEqual({ rank: 6, suit: 0 });
    expect(next()).toEqual({ rank: 9, suit: 0 });
  });
});

describe('baccarat payouts', () => {
  const stake = 1_000_000n;
  it('pays player 1:1, banker 0.95:1, tie 8:1 with main bets pushed, pairs 11:1', () => {
    const playerWins = deal(cards(4, 3, 4, 3));
    expect(baccarat.returnOf('player', stake, playerWins)).toBe(2_000_000n);
    expect(baccarat.returnOf('banker', stake, playerWins)).toBe(0n);
    expect(baccarat.returnOf('player_pair', stake, playerWins)).toBe(12_000_000n);
    expect(baccarat.returnOf('banker_pair', stake, playerWins)).toBe(12_000_000n);
    const bankerWins = deal(cards(3, 2, 3, 3, 4));
    expect(baccarat.returnOf('banker', stake, bankerWins)).toBe(1_950_000n);
    expect(baccarat.returnOf('tie', stake, bankerWins)).toBe(0n);
    const tie = deal(cards(3, 3, 4, 4));
    expect(baccarat.returnOf('tie', stake, tie)).toBe(9_000_000n);
    expect(baccarat.returnOf('player', stake, tie)).toBe(stake);
    expect(baccarat.returnOf('banker', stake, tie)).toBe(stake);
    expect(baccarat.limitsOf('dragon')).toBeUndefined();
  });

  it('measures the returns of an eight-deck shoe over many rounds drawn with node:crypto', () => {
    const rounds = 300_000;
    const returned: Record<string, bigint> = { player: 0n, banker: 0n, tie: 0n, player_pair: 0n };
    for (let i = 0; i < rounds; i += 1) {
      const round = baccarat.draw(cryptoRandom, null);
      for (const area of Object.keys(returned)) returned[area]! += baccarat.returnOf(area, stake, round);
    }
    const rtp = (area: string) => Number((returned[area]! * 100_000n) / (stake * BigInt(rounds))) / 1000;
    // Known returns: banker 98.94 %, player 98.76 %, tie 85.64 %, pair 89.64 %. Bounds about 4 standard
    // errors of 300,000 rounds.
    expect(rtp('banker')).toBeGreaterThan(98.2);
    expect(rtp('banker')).toBeLessThan(99.7);
    expect(rtp('player')).toBeGreaterThan(98.0);
    expect(rtp('player')).toBeLessThan(99.5);
    expect(rtp('tie')).toBeGreaterThan(83.5);
    expect(rtp('tie')).toBeLessThan(87.8);
    expect(rtp('player_pair')).toBeGreaterThan(87.0);
    expect(rtp('player_pair')).toBeLessThan(92.3);
  });
});
