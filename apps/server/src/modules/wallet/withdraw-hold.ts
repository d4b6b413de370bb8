import { mainCode, systemAccounts, type Ledger, type Trx } from './ledger.js';

/**
 * The one way a withdrawal starts, whoever asks (the member at the cashier, or customer service on
 * its behalf): the amount moves from the member's main wallet to the pending-withdrawals account
 * (insufficient_balance when it is not there) and the order is recorded in process, in the caller's
 * transaction. Returns the order's id and the main wallet's balance after the hold.
 */
export const holdWithdrawal = async (
  trx: Trx,
  ledger: Ledger,
  order: { merchantCode: string; memberId: number; bankAccountId: number; amount: bigint; at: string },
): Promise<{ id: number; balance: bigint }> => {
  const { merchantCode, memberId, amount, at } = order;
  const [main, hold] = await ledger.accountIds(
    merchantCode,
    [mainCode(memberId), systemAccounts.WITHDRAW_HOLD],
    trx,
  );
  const posted = await ledger.post(trx, {
    merchantCode,
    memberId,
    type: 'WITHDRAW',
    at,
    lines: [
      { accountId: main!, amount: -amount },
      { accountId: hold!, amount },
    ],
  });
  const row = await trx
    .insertInto('withdraw_orders')
    .values({
      merchant_code: merchantCode,
      member_id: memberId,
      bank_account_id: order.bankAccountId,
      amount,
      status: 'in_process',
      hold_entry_id: posted.entryId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, balance: posted.balances.get(main!)! };
};
