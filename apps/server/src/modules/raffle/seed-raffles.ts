import type { Db } from '../../db/database.js';

const dayMs = 86_400_000;

/** The demo raffles' titles: the current one (valid bets) and last week's (deposits, drawn by the demo seed). */
export const demoRaffleNames = {
  current: { EN: 'Weekly raffle', KO: '주간 래플', JA: '週間抽選', PT: 'Sorteio semanal' },
  past: { EN: 'Deposit raffle', KO: '입금 래플', JA: '入金抽選', PT: 'Sorteio de depósitos' },
};

/**
 * Two demo raffles while the merchant has none, dated from the first start: one open for a week
 * (a ticket per 200.00 of valid bets, drawn at its end) and one of the week before it (a ticket per
 * 100.00 of deposits), whose draw time has passed so a fresh start's activity seed draws it.
 */
export const seedRaffles = async (db: Db, merchantCode: string, now = Date.now()): Promise<void> => {
  const existing = await db
    .selectFrom('raffles')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const at = (days: number) => new Date(now + days * dayMs).toISOString();
  await db
    .insertInto('raffles')
    .values([
      {
        merchant_code: merchantCode,
        names: JSON.stringify(demoRaffleNames.past),
        basis: 'DEPOSIT',
        ticket_amount: 10_000n,
        starts_at: at(-10),
        ends_at: at(-2),
        draw_at: at(-2),
        prizes: JSON.stringify(['50000', '20000', '10000']),
        status: 'open',
      },
      {
        merchant_code: merchantCode,
        names: JSON.stringify(demoRaffleNames.current),
        basis: 'VALID_BET',
        ticket_amount: 20_000n,
        starts_at: at(-3),
        ends_at: at(4),
        draw_at: at(4),
        prizes: JSON.stringify(['100000', '50000', '20000', '10000', '5000']),
        status: 'open',
      },
    ])
    .execute();
};
