import type { ReferralExclusion, ReferralMilestone } from '@gp/contract/referral';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import { moneyText, sumText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;

/** SQL of invite friends (issue 20): rewards, invitees, payouts, codes and the members' devices. */
export const createReferralRepository = (db: Db) => ({
  rewards: (merchantCode: string, q: Q = db) =>
    q
      .selectFrom('referral_rewards')
      .select(['milestone', moneyText('threshold').as('threshold'), moneyText('amount').as('amount')])
      .where('merchant_code', '=', merchantCode)
      .execute(),

  /** An amount of 0 stops paying the milestone (the row goes). */
  setReward: async (
    merchantCode: string,
    milestone: ReferralMilestone,
    threshold: bigint,
    amount: bigint,
  ) => {
    if (amount === 0n) {
      await db
        .deleteFrom('referral_rewards')
        .where('merchant_code', '=', merchantCode)
        .where('milestone', '=', milestone)
        .execute();
      return;
    }
    await db
      .insertInto('referral_rewards')
      .values({ merchant_code: merchantCode, milestone, threshold, amount })
      .onConflict((oc) => oc.columns(['merchant_code', 'milestone']).doUpdateSet({ threshold, amount }))
      .execute();
  },

  /** The member's invite code (the referralCode of its link), or null before the first one is given. */
  inviteCode: async (memberId: number) =>
    (await db.selectFrom('members').select('invite_code').where('id', '=', memberId).executeTakeFirst())
      ?.invite_code ?? null,

  /** Gives the member `code` when it has none; false when the code is taken (or it has one already). */
  claimInviteCode: async (memberId: number, code: string) => {
    try {
      const result = await db
        .updateTable('members')
        .set({ invite_code: code })
        .where('id', '=', memberId)
        .where('invite_code', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    } catch {
      // The unique index refused a code another member holds.
      return false;
    }
  },

  referrerType: (trx: Trx, memberId: number) =>
    trx.selectFrom('members').select('type').where('id', '=', memberId).executeTakeFirst(),

  /** Whether the referrer has used this IP address or this browser (sessions, logins, sightings). */
  sharesDeviceOrIp: async (trx: Trx, referrerId: number, ip: string, deviceHash: string | null) => {
    if (deviceHash) {
      const device = await trx
        .selectFrom('member_devices')
        .select('member_id')
        .where('member_id', '=', referrerId)
        .where('device_hash', '=', deviceHash)
        .limit(1)
        .executeTakeFirst();
      if (device) return 'same_device' as const;
    }
    const seen = await sql<{ seen: number }>`
      select 1 as seen where exists (select 1 from member_devices where member_id = ${referrerId} and ip = ${ip})
        or exists (select 1 from sessions where member_id = ${referrerId} and ip = ${ip})
        or exists (select 1 from login_events where member_id = ${referrerId} and ip = ${ip} and result = 'success')
        or exists (select 1 from members where id = ${referrerId} and last_login_ip = ${ip})`.execute(trx);
    return seen.rows.length > 0 ? ('same_ip' as const) : null;
  },

  insertReferral: async (
    trx: Trx,
    row: {
      merchant_code: string;
      invitee_id: number;
      referrer_id: number;
      registered_at: string;
      ip: string;
      device_hash: string | null;
      excluded: ReferralExclusion | null;
    },
  ) => {
    await trx.insertInto('referrals').values(row).execute();
  },

  /**
   * Records the invitee's first approved deposit; undefined when it is not an invitee or had one
   * already (the guarded update makes the first deposit count once, whichever order deposits commit).
   */
  firstDeposit: (trx: Trx, inviteeId: number, amount: bigint, at: string) =>
    trx
      .updateTable('referrals')
      .set({ first_deposit: amount, first_deposit_at: at })
      .where('invitee_id', '=', inviteeId)
      .where('first_deposit_at', 'is', null)
      .returning(['referrer_id', 'excluded'])
      .executeTakeFirst(),

  /** Adds to the invitee's valid bets; undefined when the member is no invitee. */
  addValidBet: (trx: Trx, inviteeId: number, validBet: bigint) =>
    trx
      .updateTable('referrals')
      .set({ valid_bet: sql`valid_bet + ${validBet}` })
      .where('invitee_id', '=', inviteeId)
      .returning(['referrer_id', 'excluded', moneyText('valid_bet').as('valid_bet')])
      .executeTakeFirst(),

  /** Writes the payout once; false when the milestone was paid already. */
  insertPayout: async (
    trx: Trx,
    row: {
      merchant_code: string;
      invitee_id: number;
      milestone: ReferralMilestone;
      referrer_id: number;
      amount: bigint;
      entry_id: number;
      paid_at: string;
    },
  ) => {
    await trx.insertInto('referral_payouts').values(row).execute();
  },

  isPaid: async (trx: Trx, inviteeId: number, milestone: ReferralMilestone) =>
    (await trx
      .selectFrom('referral_payouts')
      .select('invitee_id')
      .where('invitee_id', '=', inviteeId)
      .where('milestone', '=', milestone)
      .executeTakeFirst()) !== undefined,

  totals: (referrerId: number) =>
    db
      .selectFrom('referrals')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('invitees'),
        sql<number | string>`coalesce(sum(case when excluded is null then 1 else 0 end), 0)`.as('qualified'),
      ])
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow(),

  earned: async (referrerId: number) =>
    BigInt(
      (
        await db
          .selectFrom('referral_payouts')
          .select(sumText('amount').as('total'))
          .where('referrer_id', '=', referrerId)
          .executeTakeFirstOrThrow()
      ).total,
    ),

  invitees: (referrerId: number, page: { num: number; size: number }) => {
    const base = db.selectFrom('referrals as r').where('r.referrer_id', '=', referrerId);
    return pageWithTotal(
      base,
      base
        .innerJoin('members as m', 'm.id', 'r.invitee_id')
        .select([
          'r.invitee_id',
          'm.account',
          'r.registered_at',
          'r.first_deposit_at',
          moneyText('r.valid_bet').as('valid_bet'),
          'r.excluded',
        ])
        .orderBy('r.registered_at', 'desc')
        .orderBy('r.invitee_id', 'desc'),
      page.num,
      page.size,
    );
  },

  payoutsOf: (inviteeIds: readonly number[]) =>
    inviteeIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('referral_payouts')
          .select(['invitee_id', 'milestone', moneyText('amount').as('amount')])
          .where('invitee_id', 'in', inviteeIds)
          .execute(),

  /** A browser or address the member used: first and last seen (one row per member, device, IP). */
  sighted: async (memberId: number, deviceHash: string, ip: string, at: string) => {
    await db
      .insertInto('member_devices')
      .values({ member_id: memberId, device_hash: deviceHash, ip, first_seen_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'device_hash', 'ip']).doUpdateSet({ last_seen_at: at }))
      .execute();
  },
});

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
