import type {
  PointBalanceValue,
  PointConfigValue,
  PointEntryKind,
  RedeemStatus,
  RewardKind,
} from '@gp/contract/points';
import { lineView, orderView, pageOf, pointsText, rewardView } from './points-view.js';
import { textIn } from '../../lib/localized-text.js';
import type { PointsRepository } from './repository.js';
import { money } from '../wallet/money.js';

/** The terms until the operator sets its own (`npm run operator -- points config`). */
export const defaultPointTerms = {
  exchangeRatio: 10_000n,
  pointsRequirement: 10_000n,
  amountRequirement: 0n,
};

type Page = { pageNum: number; pageSize: number };

/** What a member reads of the points mall (issue 20): balance, terms, catalogue, orders, details. */
export const createPointsReader = (deps: { repo: PointsRepository; merchantCode: string }) => {
  const { repo, merchantCode } = deps;

  const terms = async () => {
    const row = await repo.settings(merchantCode);
    return row
      ? {
          exchangeRatio: BigInt(row.exchange_ratio),
          pointsRequirement: BigInt(row.points_requirement),
          amountRequirement: BigInt(row.amount_requirement),
        }
      : defaultPointTerms;
  };

  return {
    terms,

    balance: async (memberId: number): Promise<PointBalanceValue> => {
      const account = await repo.account(merchantCode, memberId);
      return { balance: pointsText(account?.balance ?? '0'), earned: pointsText(account?.earned ?? '0') };
    },

    config: async (memberId: number): Promise<PointConfigValue> => {
      const [t, rates, deposits] = await Promise.all([
        terms(),
        repo.rates(merchantCode),
        repo.depositTotal(merchantCode, memberId),
      ]);
      return {
        exchangeRatio: pointsText(t.exchangeRatio),
        pointsRequirement: pointsText(t.pointsRequirement),
        amountRequirement: money(t.amountRequirement),
        depositTotal: money(deposits),
        rates: rates.map((r) => ({
          gameType: r.game_type as PointConfigValue['rates'][number]['gameType'],
          rate: pointsText(r.rate),
        })),
      };
    },

    rewards: async (q: Page & { kind?: RewardKind | undefined; language?: string | undefined }) => {
      const { total, rows } = await repo.rewards(
        merchantCode,
        { kind: q.kind, activeOnly: true },
        { num: q.pageNum, size: q.pageSize },
      );
      return pageOf(
        rows.map((r) => rewardView(r, q.language)),
        total,
        q,
      );
    },

    orders: async (
      memberId: number,
      q: Page & { status?: RedeemStatus | undefined; language?: string | undefined },
    ) => {
      const { total, rows } = await repo.orders(
        { merchantCode, memberId, status: q.status },
        { num: q.pageNum, size: q.pageSize },
      );
      return pageOf(
        rows.map((r) => orderView(r, q.language)),
        total,
        q,
      );
    },

    lines: async (
      memberId: number,
      q: Page & {
        kind?: PointEntryKind | undefined;
        from?: string | undefined;
        to?: string | undefined;
        language?: string | undefined;
      },
    ) => {
      const { total, rows } = await repo.lines(
        memberId,
        {
          kind: q.kind,
          ...(q.from ? { from: new Date(q.from).toISOString() } : {}),
          ...(q.to ? { to: new Date(q.to).toISOString() } : {}),
        },
        { num: q.pageNum, size: q.pageSize },
      );
      const rewardIds = rows
        .filter((r) => r.kind === 'REDEEM' || r.kind === 'RETURN')
        .map((r) => Number(r.detail));
      const names = new Map(
        (await repo.rewardNames([...new Set(rewardIds)])).map((r) => [String(r.id), r.names]),
      );
      const rewardName = (id: string) => {
        const json = names.get(id);
        return json ? textIn(json, q.language) : '';
      };
      return pageOf(
        rows.map((r) => lineView(r, rewardName)),
        total,
        q,
      );
    },
  };
};

export type PointsReader = ReturnType<typeof createPointsReader>;
