import { referralMilestones, type ReferralMilestone } from '@gp/contract/referral';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { hundredthsOf, money } from '../wallet/money.js';
import { createReferralRepository } from './repository.js';

const help = `  referral rewards     print what a referrer earns per invitee milestone
  referral reward MILESTONE THRESHOLD AMOUNT
                       REGISTERED, FIRST_DEPOSIT (first deposit >= THRESHOLD) or VALID_BET (valid bets
                       >= THRESHOLD) pays AMOUNT once per invitee; AMOUNT 0 stops paying it`;

const isAmount = (v: string | undefined) => /^\d{1,12}(\.\d{1,2})?$/.test(v ?? '');

/** Invite friends' operator commands (issue 20). */
export const referralCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'referral' &&
    ((action === 'rewards' && rest.length === 0) ||
      (action === 'reward' &&
        rest.length === 3 &&
        (referralMilestones as readonly string[]).includes(rest[0]!) &&
        isAmount(rest[1]) &&
        isAmount(rest[2]))),
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createReferralRepository(db);
    if (action === 'reward') {
      await repo.setReward(
        merchantCode,
        rest[0] as ReferralMilestone,
        hundredthsOf(rest[1])!,
        hundredthsOf(rest[2])!,
      );
    }
    const rewards = await repo.rewards(merchantCode);
    if (rewards.length === 0) io.out('No referral rewards: the programme pays nothing.');
    for (const r of rewards) {
      io.out(`${r.milestone}\tfrom ${money(BigInt(r.threshold))}\tpays ${money(BigInt(r.amount))}`);
    }
    return 0;
  },
};
