import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { createLedger, mainCode, moneyText, systemAccounts, type TouchedMember } from './ledger.js';
import { money } from './money.js';
import { holdWithdrawal } from './withdraw-hold.js';
import { recordFigures } from '../team-figures/figures-recorder.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';

/**
 * Operator decisions on cashier orders (npm run operator -- deposit|withdraw approve|reject ID). The
 * status change is guarded (`WHERE status = pending`) in the same transaction as the journal entry, so
 * an order is decided once even when two operators race.
 * - deposit approve: CLEARING -> member MAIN; reject: no money moves;
 * - withdraw approve (paid out): WITHDRAW_HOLD -> CLEARING; reject: WITHDRAW_HOLD -> member MAIN.
 * `onCommitted` hears the members whose balances a committed decision changed (real-time pushes).
 */
export const createCashierDecisions = (
  db: Db,
  merchantCode: string,
  clock: Clock,
  onCommitted?: (members: TouchedMember[]) => void,
  /** Told of an approved deposit (issue 20: referral milestones) and of every decision (issue 21: the
   * member's inbox) in its transaction. */
  activity?: ActivityHooks,
) => {
  const ledger = createLedger(db, onCommitted ? { onCommitted } : {});

  const decideDeposit = async (id: number, approve: boolean) => {
    await ledger.ensureSystemAccounts(merchantCode);
    // Accounts are created outside the transaction (SQLite has one connection, held by the transaction).
    const owner = await db
      .selectFrom('deposit_orders')
      .select('member_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (owner) await ledger.ensureMemberAccounts(merchantCode, owner.member_id, []);
    return ledger.transaction(async (trx) => {
      const at = clock().toISOString();
      const order = await trx
        .updateTable('deposit_orders')
        .set({ status: approve ? 'approved' : 'rejected', decided_at: at })
        .where('id', '=', id)
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'pending')
        .returning(['member_id', moneyText('amount').as('amount')])
        .executeTakeFirst();
      if (!order) throw new AppError('not_found', `No pending deposit order ${id}`);
      const told = { merchantCode, memberId: order.member_id };
      const params = { amount: money(BigInt(order.amount)), order: String(id) };
      if (!approve) {
        await activity?.emit('memberNotice', trx, { ...told, kind: 'deposit_rejected', params });
        return { id, status: 'rejected' as const, amount: money(BigInt(order.amount)) };
      }
      const [clearing, main] = await ledger.accountIds(
        merchantCode,
        [systemAccounts.CLEARING, mainCode(order.member_id)],
        trx,
      );
      const amount = BigInt(order.amount);
      const posted = await ledger.post(trx, {
        merchantCode,
        memberId: order.member_id,
        type: 'DEPOSIT',
        reference: `deposit:${id}`,
        at,
        lines: [
          { accountId: clearing!, amount: -amount },
          { accountId: main!, amount },
        ],
      });
      await trx
        .updateTable('deposit_orders')
        .set({ entry_id: posted.entryId })
        .where('id', '=', id)
        .execute();
      await recordFigures(trx, {
        merchantCode,
        memberId: order.member_id,
        at,
        delta: { deposit: amount, depositCount: 1 },
      });
      await activity?.emit('depositApproved', trx, {
        merchantCode,
        memberId: order.member_id,
        orderId: id,
        amount,
        at,
      });
      await activity?.emit('memberNotice', trx, { ...told, kind: 'deposit_approved', params });
      return { id, status: 'approved' as const, amount: money(amount) };
    });
  };

  const decideWithdraw = async (id: number, approve: boolean) => {
    await ledger.ensureSystemAccounts(merchantCode);
    return ledger.transaction(async (trx) => {
      const at = clock().toISOString();
      const order = await trx
        .updateTable('withdraw_orders')
        .set({ status: approve ? 'approved' : 'rejected', decided_at: at })
        .where('id', '=', id)
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'in_process')
        .returning(['member_id', moneyText('amount').as('amount')])
        .executeTakeFirst();
      if (!order) throw new AppError('not_found', `No withdrawal ${id} in process`);
      const amount = BigInt(order.amount);
      const [hold, target] = await ledger.accountIds(
        merchantCode,
        [systemAccounts.WITHDRAW_HOLD, approve ? systemAccounts.CLEARING : mainCode(order.member_id)],
        trx,
      );
      const posted = await ledger.post(trx, {
        merchantCode,
        memberId: order.member_id,
        type: approve ? 'WITHDRAW_PAID' : 'WITHDRAW_REJECTED',
        reference: `withdraw:${id}`,
        at,
        lines: [
          { accountId: hold!, amount: -amount },
          { accountId: target!, amount },
        ],
      });
      await trx
        .updateTable('withdraw_orders')
        .set({ final_entry_id: posted.entryId })
        .where('id', '=', id)
        .execute();
      if (approve) {
        await recordFigures(trx, {
          merchantCode,
          memberId: order.member_id,
          at,
          delta: { withdraw: amount, withdrawCount: 1 },
        });
      }
      await activity?.emit('memberNotice', trx, {
        merchantCode,
        memberId: order.member_id,
        kind: approve ? 'withdrawal_approved' : 'withdrawal_rejected',
        params: { amount: money(amount), order: String(id) },
      });
      return { id, status: approve ? ('approved' as const) : ('rejected' as const), amount: money(amount) };
    });
  };

  /**
   * A withdrawal customer service asks for on a member's behalf (a member in a time-out or
   * self-exclusion cannot log in, and may still take its balance out, issue 18): the amount is held
   * from the main wallet to the member's bound bank account (the first one when none is named), like
   * a member's own request, and is then approved or rejected like any other. insufficient_balance
   * when the main wallet does not hold it.
   */
  const requestWithdraw = async (account: string, amount: bigint, bankAccountId?: number) => {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('account', '=', account)
      .executeTakeFirst();
    if (!member) throw new AppError('not_found', `No account ${account} in merchant ${merchantCode}`);
    const banks = await db
      .selectFrom('bank_accounts')
      .select('id')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    const bank = bankAccountId === undefined ? banks[0] : banks.find((b) => b.id === bankAccountId);
    if (!bank) throw new AppError('bank_account_not_found', `${account} has no such bank account bound`);
    await ledger.ensureSystemAccounts(merchantCode);
    await ledger.ensureMemberAccounts(merchantCode, member.id, []);
    return ledger.transaction(async (trx) => {
      const order = await holdWithdrawal(trx, ledger, {
        merchantCode,
        memberId: member.id,
        bankAccountId: bank.id,
        amount,
        at: clock().toISOString(),
      });
      return { id: order.id, amount: money(amount) };
    });
  };

  const pending = async () => {
    const deposits = await db
      .selectFrom('deposit_orders')
      .innerJoin('members', 'members.id', 'deposit_orders.member_id')
      .select([
        'deposit_orders.id',
        'members.account',
        'deposit_orders.channel_code',
        'deposit_orders.reference',
        'deposit_orders.created_at',
        moneyText('deposit_orders.amount').as('amount'),
      ])
      .where('deposit_orders.merchant_code', '=', merchantCode)
      .where('deposit_orders.status', '=', 'pending')
      .orderBy('deposit_orders.id')
      .execute();
    const withdrawals = await db
      .selectFrom('withdraw_orders')
      .innerJoin('members', 'members.id', 'withdraw_orders.member_id')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'withdraw_orders.bank_account_id')
      .select([
        'withdraw_orders.id',
        'members.account',
        'bank_accounts.bank_name',
        'bank_accounts.account_name',
        'bank_accounts.account_number',
        'withdraw_orders.created_at',
        moneyText('withdraw_orders.amount').as('amount'),
      ])
      .where('withdraw_orders.merchant_code', '=', merchantCode)
      .where('withdraw_orders.status', '=', 'in_process')
      .orderBy('withdraw_orders.id')
      .execute();
    return { deposits, withdrawals };
  };

  return { decideDeposit, decideWithdraw, requestWithdraw, pending };
};
