import { createHash } from 'node:crypto';
import type { TablePace } from './table-game.js';

/** Round numbers count from here; every process derives the same schedule from the time alone. */
const epochMs = Date.UTC(2026, 0, 1);

export interface TableRound {
  roundNo: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
  phase: 'betting' | 'result';
}

/**
 * Tables do not all close in the same second: each is shifted by a fixed part of its round, taken
 * from its id, so a process serving many tables spreads their results over the round.
 */
const offsetOf = (tableId: string, length: number) =>
  createHash('sha256').update(tableId).digest().readUInt32BE(0) % length;

/**
 * The round a table is in at `now`: a pure function of the table, its pace and the time, so every
 * process (and the game page, given the server's time) agrees on when bets open and close.
 */
export const roundAt = (tableId: string, pace: TablePace, now: number): TableRound => {
  const length = pace.bettingMs + pace.revealMs;
  const start = epochMs + offsetOf(tableId, length);
  const roundNo = Math.floor((now - start) / length);
  const opensAt = start + roundNo * length;
  const closesAt = opensAt + pace.bettingMs;
  return {
    roundNo,
    opensAt,
    closesAt,
    endsAt: opensAt + length,
    phase: now < closesAt ? 'betting' : 'result',
  };
};

/** The schedule of round `roundNo` of a table. */
export const roundTimes = (tableId: string, pace: TablePace, roundNo: number) => {
  const length = pace.bettingMs + pace.revealMs;
  const opensAt = epochMs + offsetOf(tableId, length) + roundNo * length;
  return { opensAt, closesAt: opensAt + pace.bettingMs, endsAt: opensAt + length };
};
