import type { RedeemOrder } from '@gp/contract/points';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { BonusService } from '../promotions/bonus-service.js';
import { defaultContributions } from '../promotions/promotion-rules.js';
import type { Idempotency } from '../wallet/idempotency.js';
import { requestHash } from '../wallet/idempotency.js';
import { mainCode, systemAccounts, type Ledger, type Trx } from '../wallet/ledger.js';
import { amountOf, money } from '../wallet/money.js';
import type { PaymentPasswordGuard } from '../wallet/payment-password-guard.js';
import type { PointJournal } from './point-journal.js';
import type { PointsReader } from './points-reader.js';
import { orderView, pointsText } from './points-view.js';
import { textIn } from '../../lib/localized-text.js';
import type { PointsRepository } from './repository.js';

type Delivery = NonNullable<RedeemOrder['delivery']>;

/**
 * The cash a conversion pays and the points it spends: whole cents only, so the points spent are
 * exactly what the cash is worth and the rest stays in the balance (ratio: hundredths of a point per
 * 1.00; the operator command keeps it whole points, so the division is exact).
 */
export const conversionOf = (points: bigint, exchangeRatio: bigint) => {
  const cash = (points * 100n) / exchangeRatio;
  return { cash, spent: (cash * exchangeRatio) / 100n };
};

/**
 * Spending points through the password-check relay (spec 7.6, issue 20): redeeming a reward and
 * converting points to cash. Both are checked in the order a member can act on (the payment password
 * first, then the deposit requirement, then the points), and run once per Idempotency-Key: a double
 * click or a resend answers the first result. Points are taken by a guarded update and stock by
 * another, so racing redeems of one member or of one last item cannot overspend either.
 */
export const createPointsSpending = (deps: {
  repo: PointsRepository;
  reader: PointsReader;
  journal: PointJournal;
  ledger: Ledger;
  idempotency: Idempotency;
  paymentPassword: PaymentPasswordGuard;
  bonuses: Pick<BonusService, 'ready' | 'grant'>;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, journal, ledger, merchantCode } = deps;
  let systemReady = false;

  /** The payment password, then the deposit requirement (value: the deposits still missing). */
  const admit = async (memberId: number, paymentPassword: string, meta: { ip: string }) => {
    const member = await repo.memberSecret(merchantCode, memberId);
    if (!member) throw new AppError('not_found', 'No such member');
    await deps.paymentPassword.verify(member, paymentPassword, meta);
    const [terms, deposits] = await Promise.all([
      deps.reader.terms(),
      repo.depositTotal(merchantCode, memberId),
    ]);
    if (deposits < terms.amountRequirement) {
      const remaining = money(terms.amountRequirement - deposits);
      throw new AppError('points_deposit_required', `Deposit ${remaining} more to use points`, {
        value: { remaining },
      });
    }
    if (!systemReady) {
      await ledger.ensureSystemAccounts(merchantCode);
      systemReady = true;
    }
    await ledger.ensureMemberAccounts(merchantCode, memberId, []);
    return terms;
  };

  /** Pays a CASH reward or a conversion from the operator's promotion account to the main wallet. */
  const payCash = async (trx: Trx, memberId: number, amount: bigint, reference: string, at: string) => {
    const [promotion, main] = await ledger.accountIds(
      merchantCode,
      [systemAccounts.PROMOTION, mainCode(memberId)],
      trx,
    );
    const posted = await ledger.post(trx, {
      merchantCode,
      memberId,
      type: reference.startsWith('point-convert') ? 'POINT_CONVERT' : 'POINT_REWARD',
      reference,
      at,
      lines: [
        { accountId: promotion!, amount: -amount },
        { accountId: main!, amount },
      ],
    });
    return posted.entryId;
  };

  return {
    redeem: async (
      memberId: number,
      body: { rewardId: number; paymentPassword: string; delivery?: Delivery | undefined; language?: string },
      key: string,
      meta: { ip: string },
    ) => {
      const reward = await repo.reward(merchantCode, body.rewardId);
      if (!reward || reward.active !== 1) {
        throw new AppError('point_reward_unavailable', 'This reward is not offered');
      }
      if (reward.kind === 'PHYSICAL' && !body.delivery) {
        throw new AppError('delivery_required', 'A physical reward needs a delivery address');
      }
      await admit(memberId, body.paymentPassword, meta);
      if (reward.kind === 'BONUS') await deps.bonuses.ready(memberId);
      const delivery = reward.kind === 'PHYSICAL' ? body.delivery! : null;
      const hash = requestHash('redeemPointReward', { rewardId: reward.id, delivery });
      return deps.idempotency.run(memberId, key, hash, async (trx) => {
        // The member's row first: a bonus grant asks for it, and it orders this member's spending.
        await lockMemberRow(trx, memberId);
        if (!(await repo.takeStock(trx, merchantCode, reward.id))) {
          throw new AppError('point_reward_unavailable', 'This reward is out of stock');
        }
        const at = deps.clock().toISOString();
        const cost = BigInt(reward.points);
        const amount = reward.amount === null ? null : BigInt(reward.amount);
        const order = await repo.insertOrder(trx, {
          merchant_code: merchantCode,
          member_id: memberId,
          reward_id: reward.id,
          reward_names: reward.names,
          kind: reward.kind,
          points: cost,
          amount,
          status: reward.kind === 'PHYSICAL' ? 'applying' : 'passed',
          delivery: delivery ? JSON.stringify(delivery) : null,
          created_at: at,
          decided_at: reward.kind === 'PHYSICAL' ? null : at,
        });
        const { balance } = await journal.debit(trx, memberId, {
          kind: 'REDEEM',
          points: cost,
          reference: `redeem:${order.id}`,
          detail: String(reward.id),
          at,
        });
        if (reward.kind === 'CASH') {
          const entryId = await payCash(trx, memberId, amount!, `point-redeem:${order.id}`, at);
          await repo.setOrderEntry(trx, order.id, entryId);
        } else if (reward.kind === 'BONUS') {
          await deps.bonuses.grant(trx, {
            memberId,
            promotionId: null,
            entryId: null,
            title: textIn(reward.names, body.language),
            amount: amount!,
            turnoverRequired: amount! * BigInt(reward.turnover_multiple ?? 1),
            contributions: defaultContributions,
            onExpiry: 'FORFEIT',
            expiresDays: 30,
            reason: null,
            reference: `point-redeem:${order.id}`,
          });
        }
        const row = await repo.order(order.id, trx);
        return { order: orderView(row!, body.language), balance: pointsText(balance), replayed: false };
      });
    },

    convert: async (
      memberId: number,
      body: { points: unknown; paymentPassword: string },
      key: string,
      meta: { ip: string },
    ) => {
      const asked = amountOf(body.points);
      const terms = await admit(memberId, body.paymentPassword, meta);
      const { cash, spent } = conversionOf(asked, terms.exchangeRatio);
      if (asked < terms.pointsRequirement || cash <= 0n) {
        const minimum = pointsText(terms.pointsRequirement);
        throw new AppError('points_below_requirement', `Convert at least ${minimum} points`, {
          value: { min: minimum },
        });
      }
      const hash = requestHash('convertPoint', { points: asked.toString() });
      return deps.idempotency.run(memberId, key, hash, async (trx) => {
        const at = deps.clock().toISOString();
        const { balance, lineId } = await journal.debit(trx, memberId, {
          kind: 'CONVERT',
          points: spent,
          asked,
          reference: `convert:${memberId}:${key}`,
          detail: cash.toString(),
          at,
        });
        await payCash(trx, memberId, cash, `point-convert:${lineId}`, at);
        return {
          points: pointsText(spent),
          amount: money(cash),
          balance: pointsText(balance),
          replayed: false,
        };
      });
    },
  };
};
