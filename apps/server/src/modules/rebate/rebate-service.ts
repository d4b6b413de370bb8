import type { RebateValue } from '@gp/contract/rebate';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { mainCode, systemAccounts, type Ledger, type Trx } from '../wallet/ledger.js';
import { money } from '../wallet/money.js';
import { rateText, ratesAtLevel } from './rebate-rates.js';
import type { RebateRepository } from './repository.js';

/**
 * Manual rebate (issue 17; docs/decisions.md "Manual rebate"): the valid bets a member settled since
 * its last claim, times its game type's rate, rounded down per type. A claim pays the bets settled
 * before its own instant, under the member's row lock: a second claim (double click, another tab)
 * starts where the first ended and finds nothing. Rates follow the member's VIP level (`levelOf`, the
 * VIP module's; 0 while VIP is off).
 */
export const createRebateService = (deps: {
  repo: RebateRepository;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
  levelOf: (memberId: number) => Promise<number>;
}) => {
  const { repo, ledger, merchantCode } = deps;
  let systemReady = false;

  /**
   * What the bets since the last claim earn, per game type with a rate: up to `until` (exclusive) for a
   * claim, every settled bet (null) for the page, so a round of this very millisecond shows at once.
   */
  const earned = async (memberId: number, level: number, until: string | null, q?: Trx) => {
    const since = await repo.lastUntil(memberId, q);
    const [rates, bets] = await Promise.all([
      repo.rates(merchantCode, q),
      repo.validBets(memberId, since, until, q),
    ]);
    const betOf = new Map(bets.map((b) => [b.game_type, BigInt(b.valid_bet)]));
    const lines = [...ratesAtLevel(rates, level)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([gameType, rateBp]) => {
        const validBet = betOf.get(gameType) ?? 0n;
        return { gameType, validBet, rateBp, rebate: (validBet * BigInt(rateBp)) / 10_000n };
      });
    return { since, level, lines, total: lines.reduce((sum, l) => sum + l.rebate, 0n) };
  };

  const view = async (
    memberId: number,
    page: { pageNum: number; pageSize: number },
  ): Promise<RebateValue> => {
    const [{ since, level, lines, total }, history] = await Promise.all([
      earned(memberId, await deps.levelOf(memberId), null),
      repo.claims(memberId, { num: page.pageNum, size: page.pageSize }),
    ]);
    return {
      since,
      vipLevel: level,
      lines: lines.map((l) => ({
        gameType: l.gameType as RebateValue['lines'][number]['gameType'],
        validBet: money(l.validBet),
        rate: rateText(l.rateBp),
        rebate: money(l.rebate),
      })),
      total: money(total),
      history: history.rows.map((c) => ({
        id: c.id,
        amount: money(BigInt(c.amount)),
        until: c.until,
        claimedAt: c.claimed_at,
      })),
      pageNum: page.pageNum,
      totalPages: Math.ceil(history.total / page.pageSize),
      count: history.total,
    };
  };

  return {
    view,

    claim: async (memberId: number): Promise<RebateValue> => {
      if (!systemReady) {
        await ledger.ensureSystemAccounts(merchantCode);
        systemReady = true;
      }
      await ledger.ensureMemberAccounts(merchantCode, memberId, []);
      // Read before the lock (the VIP switch is read outside any transaction). Levels only rise, so a
      // bet settling meanwhile could only have earned a higher rate: the claim never pays above the terms.
      const level = await deps.levelOf(memberId);
      await ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        const at = deps.clock().toISOString();
        const { lines, total } = await earned(memberId, level, at, trx);
        if (total <= 0n) throw new AppError('rebate_nothing_to_claim', 'No rebate to claim yet');
        const [main, promotion] = await ledger.accountIds(
          merchantCode,
          [mainCode(memberId), systemAccounts.PROMOTION],
          trx,
        );
        const posted = await ledger.post(trx, {
          merchantCode,
          memberId,
          type: 'REBATE',
          reference: `rebate:${at}`,
          at,
          lines: [
            { accountId: promotion!, amount: -total },
            { accountId: main!, amount: total },
          ],
        });
        await repo.insertClaim(trx, {
          merchant_code: merchantCode,
          member_id: memberId,
          until: at,
          amount: total,
          lines: JSON.stringify(
            lines.map((l) => ({ ...l, validBet: l.validBet.toString(), rebate: l.rebate.toString() })),
          ),
          entry_id: posted.entryId,
          claimed_at: at,
        });
      });
      return view(memberId, { pageNum: 1, pageSize: 10 });
    },
  };
};
export type RebateService = ReturnType<typeof createRebateService>;
