import type { PointEntry, PointReward, RedeemOrder } from '@gp/contract/points';
import { textIn } from '../../lib/localized-text.js';
import { money } from '../wallet/money.js';

/** Points and money both travel as two-decimal strings of their hundredths. */
export const pointsText = (hundredths: bigint | string): string => money(BigInt(hundredths));

export interface RewardRow {
  id: number;
  kind: PointReward['kind'];
  names: string;
  descriptions: string;
  points: string;
  amount: string | null;
  turnover_multiple: number | null;
  stock: number | null;
  image_url: string | null;
  active: number;
}

export const rewardView = (row: RewardRow, language: string | undefined): PointReward => ({
  id: row.id,
  kind: row.kind,
  name: textIn(row.names, language),
  description: textIn(row.descriptions, language),
  points: pointsText(row.points),
  amount: row.amount === null ? null : money(BigInt(row.amount)),
  turnoverMultiple: row.kind === 'BONUS' ? row.turnover_multiple : null,
  stock: row.stock,
  imageUrl: row.image_url,
});

export interface OrderRow {
  id: number;
  reward_id: number;
  reward_names: string;
  kind: RedeemOrder['kind'];
  points: string;
  amount: string | null;
  status: RedeemOrder['status'];
  delivery: string | null;
  remark: string | null;
  created_at: string;
  decided_at: string | null;
}

export const orderView = (row: OrderRow, language: string | undefined): RedeemOrder => ({
  id: row.id,
  rewardId: row.reward_id,
  rewardName: textIn(row.reward_names, language),
  kind: row.kind,
  points: pointsText(row.points),
  amount: row.amount === null ? null : money(BigInt(row.amount)),
  status: row.status,
  delivery: row.delivery === null ? null : (JSON.parse(row.delivery) as RedeemOrder['delivery']),
  remark: row.remark,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

export interface LineRow {
  id: number;
  kind: PointEntry['kind'];
  points: string;
  balance_after: string;
  detail: string;
  created_at: string;
}

/**
 * A journal line as the member reads it: the game type of an earn, the reward's name of a redeem or a
 * return (`rewardName` looks it up), the cash a conversion paid, an adjustment's note.
 */
export const lineView = (row: LineRow, rewardName: (detail: string) => string): PointEntry => ({
  id: row.id,
  kind: row.kind,
  points: pointsText(row.points),
  balanceAfter: pointsText(row.balance_after),
  detail:
    row.kind === 'REDEEM' || row.kind === 'RETURN'
      ? rewardName(row.detail)
      : row.kind === 'CONVERT'
        ? money(BigInt(row.detail))
        : row.detail,
  createdAt: row.created_at,
});

export const pageOf = <T>(content: T[], total: number, page: { pageNum: number; pageSize: number }) => ({
  content,
  pageNum: page.pageNum,
  totalPages: Math.ceil(total / page.pageSize),
  total,
});
