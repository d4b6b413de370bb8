import type { Actor } from '../../db/seed/seed-actors.js';

/**
 * demo_member's safer-gambling settings (issue 18), made through the real calls two days before the
 * seed's now: a monthly deposit limit and a weekly loss limit, both well above what the demo plays,
 * so the page shows them filling with the seeded deposits and rounds; and a raise of the deposit
 * limit asked then, whose 24 hours have passed on a fresh start (the page offers to confirm it).
 * No reality check: a player chooses one (and the reminder's code loads only then).
 */
export const seedSaferGamblingDemo = async (me: Actor) => {
  await me.call('saferGamblingLimit', { body: { kind: 'DEPOSIT', period: 'MONTH', amount: '500000.00' } });
  await me.call('saferGamblingLimit', { body: { kind: 'LOSS', period: 'WEEK', amount: '200000.00' } });
  await me.call('saferGamblingLimit', { body: { kind: 'DEPOSIT', period: 'MONTH', amount: '600000.00' } });
};
