import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { roleOfType, type RoleTypes } from '../../plugins/access-policy.js';
import type { MemberRepository } from '../member/repository.js';
import type { RegisterRepository } from './register-repository.js';

/**
 * Upline of a new member (spec 3, 4.4): an affiliate code (an agent's invite code, e.g. demo_agent's
 * AGENT001), a referral code (any real member's invite code, from the page's referralCode query
 * parameter) or a recommenderId (the recommender's account). Every one given must be valid, else
 * invalid_invitation_code; the stored upline is the first of affiliate, referral, recommender.
 * Trial accounts never recruit.
 */
export const createUplineResolver = (deps: {
  registrations: RegisterRepository;
  members: MemberRepository;
  merchantCode: string;
  roleTypes: RoleTypes;
}) => {
  const { registrations, members, merchantCode, roleTypes } = deps;
  const role = (row: MemberRow) => roleOfType(Number(row.type), roleTypes);
  const invalid = () => new AppError('invalid_invitation_code', 'Invalid invitation code');

  const agentByAffiliateCode = async (code: string): Promise<MemberRow | null> => {
    const row = await registrations.findByInviteCode(merchantCode, code);
    return row && role(row) === 'agent' ? row : null;
  };

  return {
    /** GET /wps/agent/affiliate: whether the code is an agent's affiliate code. */
    isAffiliateCode: async (code: string): Promise<boolean> => (await agentByAffiliateCode(code)) !== null,

    /** The stored upline, and the owner of the referralCode (an invite link's referrer, issue 20). */
    resolve: async (input: {
      affiliateCode: string | null;
      referralCode: string | null;
      recommenderId: string | null;
    }): Promise<{ uplineId: number | null; referrerId: number | null }> => {
      const found: MemberRow[] = [];
      let referrerId: number | null = null;
      if (input.affiliateCode !== null) {
        const agent = await agentByAffiliateCode(input.affiliateCode);
        if (!agent) throw invalid();
        found.push(agent);
      }
      if (input.referralCode !== null) {
        const referrer = await registrations.findByInviteCode(merchantCode, input.referralCode);
        if (!referrer || role(referrer) === 'trial') throw invalid();
        found.push(referrer);
        referrerId = Number(referrer.id);
      }
      if (input.recommenderId !== null) {
        const recommender = await members.findByAccount(merchantCode, input.recommenderId);
        if (!recommender || role(recommender) === 'trial') throw invalid();
        found.push(recommender);
      }
      return { uplineId: found[0] ? Number(found[0].id) : null, referrerId };
    },
  };
};

export type UplineResolver = ReturnType<typeof createUplineResolver>;
