import type { LanguagePack } from '@gp/contract/constants';
import type { VipClaimBody, VipLevel, VipValue } from '@gp/contract/vip';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { textIn } from '../../lib/localized-text.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { BonusService } from '../promotions/bonus-service.js';
import { defaultContributions } from '../promotions/promotion-rules.js';
import { rateText } from '../rebate/rebate-rates.js';
import type { RebateRepository } from '../rebate/repository.js';
import { businessOffset } from '../team-figures/figures-recorder.js';
import { periodOf } from '../team-figures/periods.js';
import type { Ledger } from '../wallet/ledger.js';
import { money } from '../wallet/money.js';
import type { VipRepository } from './repository.js';
import type { VipLevels } from './vip-levels.js';
import { dueRewards, type DueReward } from './vip-rules.js';

const fallbackLanguage: LanguagePack = 'EN';
const rewardWords: Record<DueReward['kind'], Record<LanguagePack, string>> = {
  LEVEL_UP: {
    EN: 'VIP level-up bonus',
    KO: 'VIP 승급 보너스',
    JA: 'VIP昇格ボーナス',
    PT: 'Bônus de subida VIP',
  },
  MONTHLY: {
    EN: 'VIP monthly bonus',
    KO: 'VIP 월간 보너스',
    JA: 'VIPマンスリーボーナス',
    PT: 'Bônus mensal VIP',
  },
};

/**
 * VIP (issue 17; docs/decisions.md "VIP"): the member's level (vip-levels.ts), its rewards and their
 * claims. A claim runs under the member's row lock and fills unique slots, so double clicks and two
 * tabs pay once.
 * While the whitelabel's VIP switch is off every member is level 0 and nothing can be claimed.
 */
export const createVipService = (deps: {
  db: Db;
  repo: VipRepository;
  levels: VipLevels;
  rebateRates: RebateRepository['rates'];
  bonuses: BonusService;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, merchantCode } = deps;
  const { standing, enabled } = deps.levels;

  const monthStart = async (q: Db) =>
    periodOf('M', deps.clock(), await businessOffset(q, merchantCode)).start;

  const due = async (memberId: number, q: Db = deps.db) => {
    const [s, paid, month] = await Promise.all([
      standing(memberId, q),
      repo.paid(memberId, q),
      monthStart(q),
    ]);
    return { ...s, paid, due: dueRewards(s.ladder, s.level, new Set(paid.map((p) => p.slot)), month), month };
  };

  const ladderView = async (
    ladder: Awaited<ReturnType<typeof standing>>['ladder'],
    language: LanguagePack,
  ): Promise<VipLevel[]> => {
    const rates = await deps.rebateRates(merchantCode);
    return ladder.map((step) => ({
      level: step.level,
      name: textIn(step.names, language),
      minValidBet: money(step.minValidBet),
      minDeposit: money(step.minDeposit),
      levelUpBonus: money(step.levelUpBonus),
      monthlyBonus: money(step.monthlyBonus),
      turnoverMultiple: step.turnoverX100 / 100,
      rebateRates: rates
        .filter((r) => r.vip_level === step.level)
        .map((r) => ({
          gameType: r.game_type as VipLevel['rebateRates'][number]['gameType'],
          rate: rateText(r.rate_bp),
        })),
    }));
  };

  const disabled: VipValue = {
    enabled: false,
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: 0,
    validBet: money(0n),
    deposit: money(0n),
    nextLevel: null,
    levels: [],
    claimable: [],
    paid: [],
  };

  const view = async (memberId: number, language: LanguagePack = fallbackLanguage): Promise<VipValue> => {
    if (!(await enabled())) return disabled;
    const s = await due(memberId);
    const current = s.ladder.find((step) => step.level === s.level);
    const next = s.ladder.find((step) => step.level > s.level);
    return {
      enabled: true,
      hasVip: s.level > 0,
      vipLabelName: current && s.level > 0 ? textIn(current.names, language) : null,
      vipRankLevel: s.level,
      validBet: money(s.totals.validBet),
      deposit: money(s.totals.deposit),
      nextLevel: next?.level ?? null,
      levels: await ladderView(s.ladder, language),
      claimable: s.due.map((d) => ({
        kind: d.kind,
        levels: d.levels,
        amount: money(d.amount),
        turnoverRequired: money(d.turnoverRequired),
      })),
      paid: s.paid.slice(0, 20).map((p) => ({
        kind: p.kind,
        level: p.level,
        amount: money(BigInt(p.amount)),
        period: p.period,
        claimedAt: p.claimed_at,
      })),
    };
  };

  return {
    view,

    /** The level and how many rewards wait, for spec 3's public state. */
    state: async (memberId: number, language: LanguagePack = fallbackLanguage) => {
      if (!(await enabled())) return { hasVip: false, vipLabelName: null, vipRankLevel: 0, claimable: 0 };
      const s = await due(memberId);
      const current = s.ladder.find((step) => step.level === s.level);
      return {
        hasVip: s.level > 0,
        vipLabelName: current && s.level > 0 ? textIn(current.names, language) : null,
        vipRankLevel: s.level,
        claimable: s.due.length,
      };
    },

    claim: async (memberId: number, body: VipClaimBody): Promise<VipValue> => {
      if (!(await enabled())) throw new AppError('vip_not_enabled', 'VIP is not available');
      const language = body.language ?? fallbackLanguage;
      await deps.bonuses.ready(memberId);
      await deps.ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        const s = await due(memberId, trx);
        const reward = s.due.find((d) => d.kind === body.kind);
        if (!reward)
          throw new AppError('vip_reward_not_available', 'No VIP reward of this kind to claim now');
        const top = s.ladder.find((step) => step.level === reward.levels.at(-1));
        const at = deps.clock().toISOString();
        const bonusId = await deps.bonuses.grant(trx, {
          memberId,
          promotionId: null,
          entryId: null,
          title: `${rewardWords[reward.kind][language]}: ${top ? textIn(top.names, language) : ''}`,
          amount: reward.amount,
          turnoverRequired: reward.turnoverRequired,
          contributions: defaultContributions,
          onExpiry: 'FORFEIT',
          expiresDays: 30,
          reason: null,
          reference: `vip:${reward.slots.map((slot) => slot.slot).join(',')}`,
        });
        await repo.insertRewards(
          trx,
          reward.slots.map((slot) => ({
            merchant_code: merchantCode,
            member_id: memberId,
            slot: slot.slot,
            kind: reward.kind,
            level: slot.level,
            period: reward.kind === 'MONTHLY' ? s.month : null,
            amount: slot.amount,
            bonus_id: bonusId,
            claimed_at: at,
          })),
        );
      });
      return view(memberId, language);
    },
  };
};
export type VipService = ReturnType<typeof createVipService>;
