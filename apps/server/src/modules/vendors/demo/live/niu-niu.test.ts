import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../../db/seed/prng.js';
import type { RandomSource } from '../random-source.js';
import type { Card } from './baccarat.js';
import { beats, bullOf, dealNiuNiu, niuNiu, niuNiuSeats } from './niu-niu.js';

const seeded = (seed: number): RandomSource => {
  const next = createPrng(seed);
  return { int: (max) => Math.floor(next() * max) };
};
/** Cards by rank, all spades unless given: [1, 9, 10] -> ace, nine, ten. */
const cards = (...ranks: Array<number | [number, number]>): Card[] =>
  ranks.map((r) => (Array.isArray(r) ? { rank: r[0], suit: r[1] } : { rank: r, suit: 0 }));

describe('niu niu hands', () => {
  it('finds the bull: three cards making a multiple of ten, the other two its size', () => {
    // K Q J make thirty; 3 + 4 = 7: bull 7.
    expect(bullOf(cards(13, 12, 11, 3, 4))).toMatchObject({ bull: 7 });
    // 2 + 8 + 10 = 20; 5 + 5 = 10: bull bull.
    expect(bullOf(cards(2, 8, 10, 5, 5))).toMatchObject({ bull: 10, base: [0, 1, 2] });
    // Ace counts one: A 9 K = 20, then 6 + 7 = 13: bull 3.
    expect(bullOf(cards(1, 9, 13, 6, 7))).toMatchObject({ bull: 3 });
    // No three of A A 2 2 3 make a multiple of ten: no bull.
    expect(bullOf(cards(1, [1, 1], 2, [2, 1], 3))).toEqual({ bull: 0, base: null });
  });

  it('ranks by bull, then by the highest card, rank before suit', () => {
    const hand = (c: Card[]) => ({ cards: c, ...bullOf(c) });
    const bull7 = hand(cards(13, 12, 11, 3, 4));
    const bull9 = hand(cards(10, 10, 10, 4, 5));
    expect(beats(bull9, bull7)).toBe(true);
    expect(beats(bull7, bull9)).toBe(false);
    // Both bull 7: the spade king beats the heart king.
    const spadeKing = hand(cards([13, 0], 12, 11, 3, 4));
    const heartKing = hand(cards([13, 1], [12, 1], [11, 1], [3, 1], [4, 1]));
    expect(beats(spadeKing, heartKing)).toBe(true);
    expect(beats(heartKing, spadeKing)).toBe(false);
  });
});

describe('niu niu table', () => {
  it('deals thirty different cards and says which seats beat the banker', () => {
    const result = dealNiuNiu(seeded(7));
    const dealt = [result.banker, ...result.seats].flatMap((h) => h.cards.map((c) => `${c.rank}-${c.suit}`));
    expect(new Set(dealt).size).toBe(30);
    expect(result.seats.map((s) => s.seat)).toEqual([...niuNiuSeats]);
    for (const seat of result.seats) expect(seat.wins).toBe(beats(seat, result.banker));
  });

  it('pays a winning seat 0.95:1, a losing seat nothing, and knows only its seats', () => {
    const result = dealNiuNiu(seeded(11));
    for (const seat of result.seats) {
      expect(niuNiu.returnOf(seat.seat, 100_000n, result)).toBe(seat.wins ? 195_000n : 0n);
    }
    expect(niuNiu.limitsOf('seat3')).toEqual({ min: 100_000n, max: 20_000_000n });
    expect(niuNiu.limitsOf('banker')).toBeUndefined();
    expect(niuNiu.seats).toEqual(niuNiuSeats);
  });

  it('returns 97.5 %: a seat and the banker are dealt alike, so a seat wins half the hands', () => {
    // Swapping a seat's cards with the banker's turns every win into a loss: exactly half, by symmetry.
    const random = seeded(19);
    let staked = 0n;
    let returned = 0n;
    let swappedWins = 0;
    const hands = 20_000;
    for (let i = 0; i < hands; i += 1) {
      const result = dealNiuNiu(random);
      const seat = result.seats[i % niuNiuSeats.length]!;
      staked += 100_000n;
      returned += niuNiu.returnOf(seat.seat, 100_000n, result);
      if (beats(result.banker, seat) !== seat.wins) swappedWins += 1;
    }
    expect(swappedWins).toBe(hands);
    // 20,000 hands: the standard error of the return is about 0.7 points.
    const rtp = Number(returned) / Number(staked);
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.995);
    expect(niuNiu.describe()).toMatchObject({ kind: 'niuniu', pays: 1.95, rtp: 97.5 });
  });
});
