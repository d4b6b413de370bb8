import type { SeedActors } from '../../db/seed/seed-actors.js';
import type { Db } from '../../db/database.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import type { Clock } from '../../lib/clock.js';
import { unusablePasswordHash } from '../../lib/password-hash.js';

const hour = 60 * 60_000;
const day = 24 * hour;

/** demo_member's two invitees: one from its own address (127.0.0.1, the seed's), to show the rule. */
const friends = [
  { account: 'minjun_kim88', ip: '198.51.100.23', ago: 4 * day },
  { account: 'sora_lee21', ip: '127.0.0.1', ago: 2 * day },
] as const;

/**
 * demo_member's invite list (the demo activity seed, docs/decisions.md): two friends registered with
 * its referralCode, recorded as a registration records them (the activity's memberRegistered, in the
 * account's transaction). The first deposits 2,000.00 and plays 1,500.00 of slots through the cashier
 * and the wallet protocol, so its referrer is paid all three milestones by the programme itself; the
 * second registered from demo_member's own address and earns nothing, with that reason on its row.
 */
export const seedReferralDemo = async (
  seed: SeedActors,
  deps: { db: Db; merchantCode: string; memberId: number; activity: ActivityHooks; clock: Clock },
) => {
  for (const friend of friends) {
    const existing = await deps.db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', deps.merchantCode)
      .where('account', '=', friend.account)
      .executeTakeFirst();
    if (existing) continue;
    await seed.at(friend.ago, () =>
      deps.db.transaction().execute(async (trx) => {
        const at = deps.clock().toISOString();
        const row = await trx
          .insertInto('members')
          .values({
            merchant_code: deps.merchantCode,
            account: friend.account,
            nickname: friend.account,
            type: 0,
            password_hash: unusablePasswordHash,
            created_at: at,
            password_changed_at: at,
            upline_id: deps.memberId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await deps.activity.emit('memberRegistered', trx, {
          merchantCode: deps.merchantCode,
          memberId: Number(row.id),
          referrerId: deps.memberId,
          ip: friend.ip,
          deviceHash: null,
          at,
        });
      }),
    );
  }
  const first = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', deps.merchantCode)
    .where('account', '=', friends[0].account)
    .executeTakeFirstOrThrow();
  await seed.at(3 * day, async () => {
    const friend = await seed.actor(Number(first.id));
    await seed.deposit(friend, '2000.00');
    await seed.play(friend, 'PT', 3, '500.00');
  });
  const second = await deps.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', friends[1].account)
    .where('merchant_code', '=', deps.merchantCode)
    .executeTakeFirstOrThrow();
  await seed.at(day, async () => {
    await seed.deposit(await seed.actor(Number(second.id)), '200.00');
  });
};
