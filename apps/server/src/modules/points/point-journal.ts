import type { PointEntryKind } from '@gp/contract/points';
import { AppError } from '../../lib/app-error.js';
import type { Trx } from '../wallet/ledger.js';
import type { PointsRepository } from './repository.js';

interface Movement {
  kind: PointEntryKind;
  /** Hundredths of a point, above zero. */
  points: bigint;
  reference: string;
  detail: string;
  at: string;
  /** A debit asked for more than it takes (a conversion's rest): the balance must hold this much. */
  asked?: bigint;
}

/** The balance after a movement and its journal line. */
export interface Moved {
  balance: bigint;
  lineId: number;
}

/**
 * Every change of a member's points: the account's balance and one journal line with the balance
 * after it, in the caller's transaction. A debit never takes the balance below zero
 * (points_insufficient); a reference is written once (a second use fails the transaction on the
 * journal's unique index).
 */
export const createPointJournal = (repo: PointsRepository, merchantCode: string) => {
  const line = (trx: Trx, memberId: number, move: Movement, signed: bigint, after: bigint) =>
    repo.insertLine(trx, {
      merchant_code: merchantCode,
      member_id: memberId,
      kind: move.kind,
      points: signed,
      balance_after: after,
      reference: move.reference,
      detail: move.detail,
      created_at: move.at,
    });

  return {
    credit: async (trx: Trx, memberId: number, move: Movement): Promise<Moved> => {
      if (move.points <= 0n) throw new Error('a points credit is above zero');
      const earned = move.kind === 'EARN' || move.kind === 'ADJUST';
      const balance = await repo.credit(trx, merchantCode, memberId, move.points, earned);
      const { id } = await line(trx, memberId, move, move.points, balance);
      return { balance, lineId: id };
    },

    debit: async (trx: Trx, memberId: number, move: Movement): Promise<Moved> => {
      if (move.points <= 0n) throw new Error('a points debit is above zero');
      const balance = await repo.debit(trx, merchantCode, memberId, move.points, move.asked ?? move.points);
      if (balance === undefined) throw new AppError('points_insufficient', 'Not enough points');
      const { id } = await line(trx, memberId, move, -move.points, balance);
      return { balance, lineId: id };
    },
  };
};

export type PointJournal = ReturnType<typeof createPointJournal>;
