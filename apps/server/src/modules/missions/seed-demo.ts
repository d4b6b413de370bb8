import type { Db } from '../../db/database.js';
import type { SeedActors } from '../../db/seed/seed-actors.js';

/** Members of the demo team who play today too, so the week's leaderboard has company. */
const rivals = ['demo_direct1', 'demo_direct2', 'demo_sa1_player1'];

/** Claims every completed mission of the actor's current summary. */
const claimCompleted = async (me: Awaited<ReturnType<SeedActors['actor']>>) => {
  const summary = (await me.call('missionSummary', { query: { language: 'EN' } })) as {
    missions: { id: number; status: string }[];
  };
  for (const mission of summary.missions.filter((m) => m.status === 'completed')) {
    await me.call('missionClaim', { body: { missionId: mission.id } });
  }
};

/**
 * Today's missions on a fresh start (the demo activity seed, docs/decisions.md): demo_member bets
 * 500 on a slot now and claims what that completes; three players of the demo team do the same with
 * their own deposit, so the leaderboard ranks four players. Everything goes through the cashier, the
 * wallet protocol and the mission claim.
 */
export const seedMissionsDemo = async (
  seed: SeedActors,
  deps: { db: Db; merchantCode: string; memberId: number },
) => {
  const me = await seed.actor(deps.memberId);
  await seed.play(me, 'PT', 1, '500.00');
  await claimCompleted(me);
  const players = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', deps.merchantCode)
    .where('account', 'in', rivals)
    .orderBy('id')
    .execute();
  for (const [index, player] of players.entries()) {
    const actor = await seed.actor(Number(player.id));
    await seed.deposit(actor, '2000.00');
    await seed.play(actor, 'PT', 1 + index, '500.00');
    await claimCompleted(actor);
  }
};
