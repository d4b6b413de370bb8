import { fromMinor } from '@gp/contract/money';
import type { RandomSource } from '../random-source.js';
import type { AreaLimits, TableGame } from './table-game.js';

/** Eight decks: 416 cards, drawn without replacement within a round (each round a fresh shoe). */
const decks = 8;
const shoeSize = decks * 52;

/** A card: rank 1 (ace) to 13 (king), suit 0-3 (spades, hearts, diamonds, clubs). */
export interface Card {
  rank: number;
  suit: number;
}

export interface BaccaratResult {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

/** A card's points: aces one, tens and faces nothing. */
export const pointsOf = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
export const totalOf = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + pointsOf(card), 0) % 10;

/** Whether the banker draws a third card, given its total and the player's third card (if any). */
export const bankerDraws = (bankerTotal: number, playerThird: Card | undefined): boolean => {
  if (playerThird === undefined) return bankerTotal <= 5;
  const third = pointsOf(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
};

/**
 * Deals one round by the standard tableau from `next` (the cards in dealing order: player, banker,
 * player, banker, then third cards as the rules call for them).
 */
export const deal = (next: () => Card): BaccaratResult => {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  let playerThird: Card | undefined;
  if (!natural) {
    if (totalOf(player) <= 5) {
      playerThird = next();
      player.push(playerThird);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(next());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  };
};

/** Draws cards from a fresh eight-deck shoe without putting them back. */
export const shoeDraw = (random: RandomSource) => {
  const drawn = new Set<number>();
  return (): Card => {
    let index = random.int(shoeSize);
    while (drawn.has(index)) index = random.int(shoeSize);
    drawn.add(index);
    const card = index % 52;
    return { rank: (card % 13) + 1, suit: Math.floor(card / 13) };
  };
};

/** Total return per unit, in hundredths, of each area when it wins. */
const pays: Record<string, bigint> = {
  player: 200n,
  banker: 195n,
  tie: 900n,
  player_pair: 1200n,
  banker_pair: 1200n,
};
const mainLimits: AreaLimits = { min: 100_000n, max: 50_000_000n };
const sideLimits: AreaLimits = { min: 100_000n, max: 5_000_000n };

/**
 * Punto banco from an eight-deck shoe: player pays 1:1, banker 0.95:1 (5 % commission), tie 8:1 with
 * player and banker bets pushed, each pair 11:1. Returns about 98.9 % (banker), 98.8 % (player),
 * 85.6 % (tie) and 89.6 % (pairs), measured in the tests.
 */
export const baccarat: TableGame<BaccaratResult> = {
  kind: 'baccarat',
  chips: [100_000n, 500_000n, 1_000_000n, 5_000_000n, 10_000_000n],
  roundMax: 100_000_000n,
  limitsOf: (area) =>
    area === 'player' || area === 'banker' ? mainLimits : pays[area] !== undefined ? sideLimits : undefined,
  termsOf: () => null,
  draw: (random) => deal(shoeDraw(random)),
  returnOf: (area, amount, result) => {
    const won =
      area === result.winner ||
      (area === 'player_pair' && result.playerPair) ||
      (area === 'banker_pair' && result.bankerPair);
    if (won) return (amount * pays[area]!) / 100n;
    // A tie gives the player and banker stakes back.
    return result.winner === 'tie' && (area === 'player' || area === 'banker') ? amount : 0n;
  },
  describe: () => ({
    kind: 'baccarat',
    decks,
    pays: Object.fromEntries(Object.entries(pays).map(([area, p]) => [area, Number(p) / 100])),
    limits: {
      main: { min: fromMinor(mainLimits.min), max: fromMinor(mainLimits.max) },
      side: { min: fromMinor(sideLimits.min), max: fromMinor(sideLimits.max) },
    },
    rtp: 98.94,
  }),
};
