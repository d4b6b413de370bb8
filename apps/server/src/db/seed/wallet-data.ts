import type { Db } from '../database.js';
import { hashPassword } from '../../lib/password-hash.js';

/**
 * Demo wallet settings (issue 4), inserted only where missing so operator changes survive a re-seed:
 * multi-wallet (isSingle false) with three vendor wallets, KRW with minor unit 1/100, withdrawals
 * 100.00 to 5,000,000.00, a manual bank-transfer channel and the instant DEMO channel (demo merchant
 * only). demo_member and demo_agent get the payment password 123456 and demo_member the upline
 * demo_agent, where not set yet.
 */
export const demoPaymentPassword = '123456';

export const seedWallet = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('wallet_settings')
    .values({
      merchant_code: merchantCode,
      is_single: 0,
      currency: 'KRW',
      currency_symbol: '₩',
      withdraw_min: 10_000n,
      withdraw_max: 500_000_000n,
      consolidated: JSON.stringify({
        dailysalreqtype: true,
        divtypereq: true,
        contracthoursalreq: true,
        realtimesalreqtype: true,
        dailysalinfotype: true,
        divtypeinfo: true,
      }),
    })
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
  await db
    .insertInto('wallet_vendors')
    .values(
      [
        ['PG', 'PG Soft'],
        ['EG2', 'EG Gaming'],
        ['JDB', 'JDB Gaming'],
      ].map(([code, name], i) => ({
        merchant_code: merchantCode,
        vendor_code: code!,
        name: name!,
        sort_order: i,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'vendor_code']).doNothing())
    .execute();
  await db
    .insertInto('deposit_channels')
    .values([
      {
        merchant_code: merchantCode,
        code: 'BANK',
        name: 'Bank transfer',
        kind: 'manual',
        min_amount: 1_000_000n,
        max_amount: 5_000_000_000n,
        instructions:
          'Demo Bank 110-234-567890 (Demo Gaming Ltd). Put your account name in the transfer memo.',
        sort_order: 0,
      },
      {
        merchant_code: merchantCode,
        code: 'DEMO',
        name: 'Demo instant deposit',
        kind: 'instant',
        min_amount: 100n,
        max_amount: 1_000_000_000n,
        instructions: null,
        sort_order: 1,
      },
    ])
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();

  const members = await db
    .selectFrom('members')
    .select(['id', 'account', 'payment_password_hash', 'upline_id'])
    .where('merchant_code', '=', merchantCode)
    .where('account', 'in', ['demo_member', 'demo_agent'])
    .execute();
  const agent = members.find((m) => m.account === 'demo_agent');
  for (const m of members) {
    if (!m.payment_password_hash) {
      await db
        .updateTable('members')
        .set({ payment_password_hash: await hashPassword(demoPaymentPassword) })
        .where('id', '=', m.id)
        .where('payment_password_hash', 'is', null)
        .execute();
    }
    if (m.account === 'demo_member' && agent && m.upline_id === null) {
      await db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', m.id).execute();
    }
  }
};
