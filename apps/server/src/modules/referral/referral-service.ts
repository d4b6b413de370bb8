import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { ReferralMilestone, ReferralValue } from '@gp/contract/referral';
import { maskName } from '../../lib/mask-name.js';
import { newInviteCode } from '../registration/invite-code.js';
import { money } from '../wallet/money.js';
import type { ReferralRepository } from './repository.js';

const milestoneOrder: ReferralMilestone[] = ['REGISTERED', 'FIRST_DEPOSIT', 'VALID_BET'];

/** What a member reads of invite friends (issue 20): its code and link, the rewards, its invitees. */
export const createReferralService = (deps: {
  repo: ReferralRepository;
  merchantCode: string;
  flag: (modId: string) => Promise<boolean>;
}) => {
  const { repo, merchantCode } = deps;

  /** The member's invite code, given on first use (a racing second call finds the first's). */
  const codeOf = async (memberId: number): Promise<string> => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const existing = await repo.inviteCode(memberId);
      if (existing !== null) return existing;
      await repo.claimInviteCode(memberId, newInviteCode());
    }
    throw new Error(`member ${memberId} got no invite code after 8 attempts`);
  };

  return {
    view: async (memberId: number): Promise<ReferralValue> => {
      const [referralCode, enabled, rewards, totals, earned] = await Promise.all([
        codeOf(memberId),
        deps.flag(whitelabelFlags.referral),
        repo.rewards(merchantCode),
        repo.totals(memberId),
        repo.earned(memberId),
      ]);
      return {
        enabled,
        referralCode,
        invitePath: `/register?${new URLSearchParams({ referralCode }).toString()}`,
        rewards: rewards
          .map((r) => ({
            milestone: r.milestone,
            threshold: money(BigInt(r.threshold)),
            amount: money(BigInt(r.amount)),
          }))
          .sort((a, b) => milestoneOrder.indexOf(a.milestone) - milestoneOrder.indexOf(b.milestone)),
        invitees: Number(totals.invitees),
        qualified: Number(totals.qualified),
        earned: money(earned),
      };
    },

    invitees: async (memberId: number, page: { pageNum: number; pageSize: number }) => {
      const { total, rows } = await repo.invitees(memberId, { num: page.pageNum, size: page.pageSize });
      const payouts = await repo.payoutsOf(rows.map((r) => r.invitee_id));
      return {
        content: rows.map((r) => {
          const paid = payouts.filter((p) => p.invitee_id === r.invitee_id);
          return {
            account: maskName(r.account),
            joinedAt: r.registered_at,
            firstDeposit: r.first_deposit_at !== null,
            validBet: money(BigInt(r.valid_bet)),
            earned: money(paid.reduce((sum, p) => sum + BigInt(p.amount), 0n)),
            milestones: milestoneOrder.filter((m) => paid.some((p) => p.milestone === m)),
            excluded: r.excluded,
          };
        }),
        pageNum: page.pageNum,
        totalPages: Math.ceil(total / page.pageSize),
        total,
      };
    },
  };
};

export type ReferralService = ReturnType<typeof createReferralService>;
