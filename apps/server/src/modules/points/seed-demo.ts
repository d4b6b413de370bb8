import type { SeedActors } from '../../db/seed/seed-actors.js';
import { demoPaymentPassword } from '../../db/seed/wallet-data.js';

const hour = 60 * 60_000;

/**
 * demo_member's points (the demo activity seed, docs/decisions.md): its seeded rounds earned points
 * as they settled; an hour ago it redeemed the 5.00 cash reward and a hoodie (waiting for the
 * operator), and converted 1,000 points, all through the password-check relays, so the points mall's
 * three tabs show real rows on a fresh start.
 */
export const seedPointsDemo = async (seed: SeedActors, memberId: number) => {
  await seed.at(hour, async () => {
    const me = await seed.actor(memberId);
    const catalogue = (await me.call('getPointReward', { query: { language: 'EN', pageSize: '100' } })) as {
      content: { id: number; name: string; kind: string; stock: number | null }[];
    };
    const byName = (name: string) => catalogue.content.find((r) => r.name === name);
    const cash = byName('5.00 cash');
    if (cash)
      await me.call('redeemPointReward', {
        body: { rewardId: cash.id, paymentPassword: demoPaymentPassword },
      });
    const hoodie = byName('Club hoodie');
    if (hoodie && hoodie.stock !== 0) {
      await me.call('redeemPointReward', {
        body: {
          rewardId: hoodie.id,
          paymentPassword: demoPaymentPassword,
          delivery: {
            name: 'Demo Member',
            phone: '+82 10-1234-5678',
            address: '12 Demo-ro, Gangnam-gu, Seoul',
          },
        },
      });
    }
    await me.call('convertPoint', { body: { points: '1000.00', paymentPassword: demoPaymentPassword } });
  });
};
