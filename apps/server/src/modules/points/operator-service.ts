import { randomUUID } from 'node:crypto';
import type { RewardKind } from '@gp/contract/points';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createPointJournal } from './point-journal.js';
import { createPointsRepository } from './repository.js';

/**
 * What the operator does to the points mall (issue 20), for the command line until the operator
 * console exists: the terms, the catalogue and its stock, the decision on a physical reward's order,
 * and a manual adjustment, each written through the same journal as a member's own movements.
 */
export const createPointsForOperator = (deps: { db: Db; merchantCode: string; now: () => string }) => {
  const { db, merchantCode, now } = deps;
  const repo = createPointsRepository(db);
  const journal = createPointJournal(repo, merchantCode);

  return {
    repo,

    /**
     * applying -> passed (the gift is on its way) or rejected: the points come back to the member (a
     * RETURN line) and the item back to the stock. An order decided already answers not_found.
     */
    decide: (id: number, decision: 'passed' | 'rejected', remark: string | null) =>
      db.transaction().execute(async (trx) => {
        const at = now();
        const order = await repo.decideOrder(trx, merchantCode, id, { status: decision, remark, at });
        if (!order) throw new AppError('not_found', `No redeem order ${id} waiting for a decision`);
        if (decision === 'rejected') {
          await journal.credit(trx, order.member_id, {
            kind: 'RETURN',
            points: BigInt(order.points),
            reference: `return:${id}`,
            detail: String(order.reward_id),
            at,
          });
          await repo.returnStock(trx, order.reward_id);
        }
        return order;
      }),

    /** Adds (or, when negative, takes) points by hand; never below zero (points_insufficient). */
    adjust: async (account: string, points: bigint, note: string) => {
      const member = await repo.memberByAccount(merchantCode, account);
      if (!member) throw new AppError('not_found', `No member ${account}`);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const move = {
          kind: 'ADJUST' as const,
          points: points < 0n ? -points : points,
          reference: `adjust:${randomUUID()}`,
          detail: note.slice(0, 200),
          at,
        };
        return points < 0n ? journal.debit(trx, member.id, move) : journal.credit(trx, member.id, move);
      });
    },

    addReward: (reward: {
      kind: RewardKind;
      points: bigint;
      amount: bigint | null;
      turnoverMultiple: number | null;
      stock: number | null;
      name: string;
      description: string;
    }) => {
      if (reward.kind !== 'PHYSICAL' && (reward.amount === null || reward.amount <= 0n)) {
        throw new AppError('bad_request', 'A cash or bonus reward pays an amount above zero');
      }
      return repo.insertReward({
        merchant_code: merchantCode,
        kind: reward.kind,
        names: JSON.stringify({ EN: reward.name }),
        descriptions: JSON.stringify({ EN: reward.description }),
        points: reward.points,
        amount: reward.kind === 'PHYSICAL' ? null : reward.amount,
        turnover_multiple: reward.kind === 'BONUS' ? (reward.turnoverMultiple ?? 1) : null,
        stock: reward.stock,
        image_url: null,
        sort_order: 100,
      });
    },
  };
};
