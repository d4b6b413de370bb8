import { fromMinor } from '@gp/contract/money';
import type { RandomSource } from '../random-source.js';
import type { Card } from './baccarat.js';
import type { AreaLimits, TableGame } from './table-game.js';

/** Five seats play the banker's hand: each seat a bet area that one player holds a round at a time. */
export const niuNiuSeats = ['seat1', 'seat2', 'seat3', 'seat4', 'seat5'] as const;

export interface NiuNiuHand {
  cards: Card[];
  /** 0: no bull; 1-9: bull and the rest's last digit; 10: bull bull. */
  bull: number;
  /** The three cards whose points make ten, twenty or thirty (indexes into cards), or null. */
  base: [number, number, number] | null;
}

export interface NiuNiuResult {
  banker: NiuNiuHand;
  /** Each seat's hand in seat order, and whether it beat the banker. */
  seats: Array<NiuNiuHand & { seat: string; wins: boolean }>;
}

/** Aces count one, tens and faces ten. */
const pointsOf = (card: Card) => Math.min(card.rank, 10);

/** A hand's bull: any three cards summing to a multiple of ten make the base; the other two say how much. */
export const bullOf = (cards: readonly Card[]): Pick<NiuNiuHand, 'bull' | 'base'> => {
  const points = cards.map(pointsOf);
  const total = points.reduce((sum, p) => sum + p, 0);
  for (let a = 0; a < 5; a += 1)
    for (let b = a + 1; b < 5; b += 1)
      for (let c = b + 1; c < 5; c += 1) {
        if ((points[a]! + points[b]! + points[c]!) % 10 !== 0) continue;
        // The rest's last digit is the same whichever base is found: total - base = rest (mod 10).
        const rest = total % 10;
        return { bull: rest === 0 ? 10 : rest, base: [a, b, c] };
      }
  return { bull: 0, base: null };
};

/** Suits rank spades, hearts, clubs, diamonds (suit 0, 1, 3, 2): only breaks ties of rank. */
const suitRank = [4, 3, 1, 2];
const cardOrder = (card: Card) => card.rank * 10 + suitRank[card.suit]!;
const highCard = (cards: readonly Card[]) => Math.max(...cards.map(cardOrder));

/**
 * Whether hand `a` beats hand `b`: the higher bull, then the higher highest card (rank, then suit).
 * Two hands from one deck never tie, so every seat either wins or loses.
 */
export const beats = (a: NiuNiuHand, b: NiuNiuHand) =>
  a.bull !== b.bull ? a.bull > b.bull : highCard(a.cards) > highCard(b.cards);

const handOf = (cards: Card[]): NiuNiuHand => ({ cards, ...bullOf(cards) });

/** Deals the banker and every seat five cards from one shuffled 52-card deck. */
export const dealNiuNiu = (random: RandomSource): NiuNiuResult => {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const next = (() => {
    let top = 0;
    return (): Card => {
      // A Fisher-Yates step per card: the deck's next card is uniform among those left.
      const pick = top + random.int(52 - top);
      [deck[top], deck[pick]] = [deck[pick]!, deck[top]!];
      const card = deck[top]!;
      top += 1;
      return { rank: (card % 13) + 1, suit: Math.floor(card / 13) };
    };
  })();
  const hands = Array.from({ length: niuNiuSeats.length + 1 }, () => handOf(Array.from({ length: 5 }, next)));
  const banker = hands[0]!;
  return {
    banker,
    seats: niuNiuSeats.map((seat, i) => {
      const hand = hands[i + 1]!;
      return { seat, ...hand, wins: beats(hand, banker) };
    }),
  };
};

/** A winning seat is paid 0.95:1 (5 % commission): its total return per unit, in hundredths. */
const winPays = 195n;
const seatLimits: AreaLimits = { min: 100_000n, max: 20_000_000n };

/**
 * House-banked Niu Niu (bull bull) at a table of five seats. Each seat's hand plays the banker's; a
 * seat and the banker are dealt alike from one deck and never tie, so a seat wins exactly half the
 * time and the game returns exactly 97.5 % (0.5 x 1.95) whatever the cards: the tests check the
 * symmetry and measure it. A seat is one player's for a round (the first to bet on it); the others
 * watch its hand as they play theirs.
 */
export const niuNiu: TableGame<NiuNiuResult> = {
  kind: 'niuniu',
  chips: [100_000n, 500_000n, 1_000_000n, 5_000_000n],
  roundMax: 20_000_000n,
  seats: niuNiuSeats,
  limitsOf: (area) => ((niuNiuSeats as readonly string[]).includes(area) ? seatLimits : undefined),
  termsOf: () => null,
  draw: (random) => dealNiuNiu(random),
  returnOf: (area, amount, result) =>
    result.seats.find((s) => s.seat === area)?.wins ? (amount * winPays) / 100n : 0n,
  describe: () => ({
    kind: 'niuniu',
    seats: [...niuNiuSeats],
    pays: Number(winPays) / 100,
    limits: { seat: { min: fromMinor(seatLimits.min), max: fromMinor(seatLimits.max) } },
    rtp: 97.5,
  }),
};
