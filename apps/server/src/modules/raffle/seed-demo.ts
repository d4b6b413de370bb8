import type { Db } from '../../db/database.js';
import { textIn } from '../../lib/localized-text.js';
import type { SeedActors } from '../../db/seed/seed-actors.js';
import type { RaffleDraw } from './raffle-draw.js';
import { demoRaffleNames } from './seed-raffles.js';

const hour = 60 * 60_000;
const day = 24 * hour;

/**
 * The raffles on a fresh start (the demo activity seed, docs/decisions.md): demo_member and its
 * invitee claimed their deposit tickets in last week's raffle while it was open, and the draw (the
 * same code the server's pass runs) draws and pays it now, so the winner list has names; demo_member
 * claims its tickets in this week's raffle.
 */
export const seedRafflesDemo = async (
  seed: SeedActors,
  deps: { db: Db; merchantCode: string; memberId: number; draw: RaffleDraw },
) => {
  const raffles = await deps.db
    .selectFrom('raffles')
    .select(['id', 'names', 'status'])
    .where('merchant_code', '=', deps.merchantCode)
    .where('status', '=', 'open')
    .execute();
  const byTitle = (title: string) => raffles.find((r) => textIn(r.names, 'EN') === title);
  const past = byTitle(demoRaffleNames.past.EN);
  const current = byTitle(demoRaffleNames.current.EN);
  const friend = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', deps.merchantCode)
    .where('account', '=', 'minjun_kim88')
    .executeTakeFirst();
  if (past) {
    await seed.at(2 * day + hour, async () => {
      for (const id of [deps.memberId, ...(friend ? [Number(friend.id)] : [])]) {
        const me = await seed.actor(id);
        await me.call('claimRafflePromotion', { body: { raffleId: past.id } });
      }
    });
    await deps.draw.drawOne(past.id);
  }
  if (current) {
    const me = await seed.actor(deps.memberId);
    await me.call('claimRafflePromotion', { body: { raffleId: current.id } });
  }
};
