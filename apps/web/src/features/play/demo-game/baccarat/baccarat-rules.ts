/** The baccarat table's rules as the vendor describes them (session.rules, kind 'baccarat'). */
export interface BaccaratRules {
  decks: number;
  /** Total return per unit of each area when it wins (banker 1.95). */
  pays: Record<string, number>;
  limits: { main: { min: string; max: string }; side: { min: string; max: string } };
  roundMax: string;
  bettingMs: number;
}

export interface Card {
  rank: number;
  suit: number;
}

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

export const areas = ['player_pair', 'player', 'tie', 'banker', 'banker_pair'] as const;

export const readBaccaratRules = (rules: Record<string, unknown>): BaccaratRules | null => {
  const { decks, pays, limits, roundMax, bettingMs } = rules;
  const l = limits as BaccaratRules['limits'] | undefined;
  if (typeof decks !== 'number' || typeof pays !== 'object' || pays === null) return null;
  if (typeof l?.main?.min !== 'string' || typeof l.side?.max !== 'string') return null;
  if (typeof roundMax !== 'string' || typeof bettingMs !== 'number') return null;
  return { decks, pays: pays as Record<string, number>, limits: l, roundMax, bettingMs };
};

const isCards = (value: unknown): value is Card[] =>
  Array.isArray(value) && value.every((c) => typeof (c as Card).rank === 'number');

/** A result as the vendor sends it, or null. */
export const handOf = (result: unknown): BaccaratHand | null => {
  const h = result as BaccaratHand | null;
  if (!h || !isCards(h.player) || !isCards(h.banker)) return null;
  return h.winner === 'player' || h.winner === 'banker' || h.winner === 'tie' ? h : null;
};

const rankNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitSigns = ['♠', '♥', '♦', '♣'];
export const rankName = (card: Card) => rankNames[card.rank - 1] ?? '?';
export const suitSign = (card: Card) => suitSigns[card.suit] ?? '';
export const isRed = (card: Card) => card.suit === 1 || card.suit === 2;
