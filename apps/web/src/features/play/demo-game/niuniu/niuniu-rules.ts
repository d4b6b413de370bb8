import type { Card } from '../baccarat/baccarat-rules';

/** The Niu Niu table's rules as the vendor describes them (session.rules, kind 'niuniu'). */
export interface NiuNiuRules {
  seats: string[];
  /** A winning seat's total return per unit (1.95). */
  pays: number;
  limits: { seat: { min: string; max: string } };
  roundMax: string;
  bettingMs: number;
  rtp: number;
}

export interface NiuNiuHand {
  cards: Card[];
  /** 0 no bull, 1-9 bull, 10 bull bull. */
  bull: number;
}

export interface NiuNiuResult {
  banker: NiuNiuHand;
  seats: Array<NiuNiuHand & { seat: string; wins: boolean }>;
}

export const readNiuNiuRules = (rules: Record<string, unknown>): NiuNiuRules | null => {
  const { seats, pays, limits, roundMax, bettingMs, rtp } = rules;
  const l = limits as NiuNiuRules['limits'] | undefined;
  if (rules.kind !== 'niuniu' || !Array.isArray(seats) || typeof pays !== 'number') return null;
  if (typeof l?.seat?.min !== 'string' || typeof roundMax !== 'string') return null;
  if (typeof bettingMs !== 'number' || typeof rtp !== 'number') return null;
  return { seats: seats.map(String), pays, limits: l, roundMax, bettingMs, rtp };
};

const isHand = (value: unknown): value is NiuNiuHand =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as NiuNiuHand).cards) &&
  typeof (value as NiuNiuHand).bull === 'number';

/** A result as the vendor sends it, or null. */
export const dealOf = (result: unknown): NiuNiuResult | null => {
  const r = result as NiuNiuResult | null;
  if (!r || !isHand(r.banker) || !Array.isArray(r.seats) || !r.seats.every(isHand)) return null;
  return r;
};

/** The translation key of a hand's bull: no bull, bull 1-9, bull bull. */
export const bullKey = (bull: number) =>
  bull === 0 ? 'niuniu.bull.none' : bull === 10 ? 'niuniu.bull.double' : 'niuniu.bull.value';

/** "1" for seat1. */
export const seatNumber = (seat: string) => seat.replace(/^seat/, '');
