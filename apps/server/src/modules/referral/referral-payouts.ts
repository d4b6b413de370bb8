import type { ReferralMilestone } from '@gp/contract/referral';
import type { Db } from '../../db/database.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import { mainCode, systemAccounts, type Ledger, type Trx } from '../wallet/ledger.js';
import { createReferralRepository } from './repository.js';
import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { createSystemRepository } from '../system/repository.js';
import { buildWhitelabelTree } from '../system/service.js';

/**
 * Pays referrers as their invitees reach the operator's milestones (issue 20), inside the
 * transaction of the registration, deposit or round that reached it: a milestone is paid once per
 * invitee (the payout's key), never for an excluded invitee, from the promotion account to the
 * referrer's main wallet, and only while the programme's switch is on (a milestone reached while it
 * is off stays unpaid). Trial accounts never refer (their codes register no one).
 */
export const listenForReferrals = (
  activity: ActivityHooks,
  deps: {
    db: Db;
    ledger: Ledger;
    merchantCode: string;
    /** Member types that are trial accounts. */
    trialTypes: readonly number[];
  },
) => {
  const { ledger, merchantCode } = deps;
  const repo = createReferralRepository(deps.db);

  /** The programme's switch (REFERRAL3), read in the transaction: while it is off nothing is paid. */
  const programmeOn = async (trx: Trx) =>
    isFlagEnabled(
      buildWhitelabelTree(await createSystemRepository(trx).listWhitelabelNodes(merchantCode)),
      whitelabelFlags.referral,
    );

  const pay = async (
    trx: Trx,
    referral: { inviteeId: number; referrerId: number },
    milestone: ReferralMilestone,
    reached: (threshold: bigint) => boolean,
    at: string,
  ) => {
    const reward = (await repo.rewards(merchantCode, trx)).find((r) => r.milestone === milestone);
    if (!reward || !reached(BigInt(reward.threshold)) || !(await programmeOn(trx))) return;
    if (await repo.isPaid(trx, referral.inviteeId, milestone)) return;
    const amount = BigInt(reward.amount);
    await ledger.ensureSystemAccounts(merchantCode, trx);
    await ledger.ensureMemberAccounts(merchantCode, referral.referrerId, [], trx);
    const [promotion, main] = await ledger.accountIds(
      merchantCode,
      [systemAccounts.PROMOTION, mainCode(referral.referrerId)],
      trx,
    );
    const posted = await ledger.post(trx, {
      merchantCode,
      memberId: referral.referrerId,
      type: 'REFERRAL_REWARD',
      reference: `referral:${referral.inviteeId}:${milestone}`,
      at,
      lines: [
        { accountId: promotion!, amount: -amount },
        { accountId: main!, amount },
      ],
    });
    await repo.insertPayout(trx, {
      merchant_code: merchantCode,
      invitee_id: referral.inviteeId,
      milestone,
      referrer_id: referral.referrerId,
      amount,
      entry_id: posted.entryId,
      paid_at: at,
    });
  };

  activity.on('memberRegistered', async (trx, event) => {
    const referrerId = event.referrerId;
    if (referrerId === null || event.merchantCode !== merchantCode) return;
    const referrer = await repo.referrerType(trx, referrerId);
    if (!referrer || deps.trialTypes.includes(Number(referrer.type))) return;
    const excluded = await repo.sharesDeviceOrIp(trx, referrerId, event.ip, event.deviceHash);
    await repo.insertReferral(trx, {
      merchant_code: merchantCode,
      invitee_id: event.memberId,
      referrer_id: referrerId,
      registered_at: event.at,
      ip: event.ip,
      device_hash: event.deviceHash,
      excluded,
    });
    if (excluded) return;
    const referral = { inviteeId: event.memberId, referrerId };
    await pay(trx, referral, 'REGISTERED', () => true, event.at);
  });

  activity.on('depositApproved', async (trx, deposit) => {
    if (deposit.merchantCode !== merchantCode) return;
    const row = await repo.firstDeposit(trx, deposit.memberId, deposit.amount, deposit.at);
    if (!row || row.excluded) return;
    const referral = { inviteeId: deposit.memberId, referrerId: row.referrer_id };
    await pay(trx, referral, 'FIRST_DEPOSIT', (threshold) => deposit.amount >= threshold, deposit.at);
  });

  activity.on('betSettled', async (trx, bet) => {
    if (bet.validBet <= 0n || bet.merchantCode !== merchantCode) return;
    const row = await repo.addValidBet(trx, bet.memberId, bet.validBet);
    if (!row || row.excluded) return;
    const referral = { inviteeId: bet.memberId, referrerId: row.referrer_id };
    await pay(trx, referral, 'VALID_BET', (threshold) => BigInt(row.valid_bet) >= threshold, bet.at);
  });
};
