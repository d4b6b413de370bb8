import { bankAccountNumberPattern, normalizeBankAccountNumber } from '@gp/contract/wallet-rules';
import type { Authenticated } from '../session/session-service.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { requestHash, type Idempotency } from './idempotency.js';
import { mainCode, systemAccounts, type Ledger, type Trx } from './ledger.js';
import { amountOf, checkLimits, money } from './money.js';
import type { PaymentPasswordGuard } from './payment-password-guard.js';
import { receiptView } from './receipt.js';
import { holdWithdrawal } from './withdraw-hold.js';
import type { WalletRepository } from './repository.js';
import type { WalletService } from './wallet-service.js';
import { recordFigures } from '../team-figures/figures-recorder.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';

export const maxBankAccounts = 3;

const maskNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
const bankView = (b: { id: number; account_name: string; account_number: string; bank_name: string }) => ({
  id: b.id,
  accountName: b.account_name,
  accountNumber: maskNumber(b.account_number),
  bankName: b.bank_name,
});

/** Deposits (manual bank transfer, instant demo channel), bank accounts and withdrawals. */
export const createCashierService = (deps: {
  repo: WalletRepository;
  ledger: Ledger;
  wallet: WalletService;
  idempotency: Idempotency;
  clock: Clock;
  merchantCode: string;
  receiptMinutes: number;
  paymentPassword: PaymentPasswordGuard;
  /** Refuses a withdrawal inside its transaction (an open bonus turnover, modules/promotions). */
  withdrawGate?: (trx: Trx, memberId: number) => Promise<void>;
  /** Refuses a deposit inside its transaction, before anything is written (deposit limits). */
  depositGate?: (trx: Trx, memberId: number, amount: bigint) => Promise<void>;
  /** Told of a deposit approved at once (an instant channel), in its transaction (issue 20). */
  activity?: ActivityHooks;
}) => {
  const { repo, ledger, wallet, idempotency, clock, merchantCode, receiptMinutes } = deps;
  const withdrawPage = async (auth: Authenticated, pageNum: number, pageSize: number, onlyId?: number) => {
    const { total, rows } = await repo.withdrawPage(auth.memberId, pageNum, pageSize, onlyId);
    const now = clock();
    return {
      content: rows.map((r) => ({
        id: r.id,
        amount: money(BigInt(r.amount)),
        bankAccount: bankView({ ...r, id: r.bank_id }),
        status: r.status,
        createdAt: r.created_at,
        decidedAt: r.decided_at,
        receipt: receiptView({ ...r, proofs: Number(r.proofs ?? 0) }, now, receiptMinutes),
      })),
      pageNum,
      totalPages: Math.ceil(total / pageSize),
      total,
    };
  };
  const now = () => clock().toISOString();

  return {
    channels: async () => ({
      channels: (await repo.channels(merchantCode)).map((c) => ({
        code: c.code,
        name: c.name,
        kind: c.kind,
        minAmount: money(c.min),
        maxAmount: money(c.max),
        instructions: c.instructions,
      })),
    }),

    deposit: async (
      auth: Authenticated,
      body: { channel: string; amount: unknown; reference?: string | undefined },
      key: string,
    ) => {
      const amount = amountOf(body.amount);
      const channel = (await repo.channels(merchantCode)).find((c) => c.code === body.channel);
      if (!channel) throw new AppError('invalid_deposit_channel', 'Unknown deposit channel');
      checkLimits(amount, channel.min, channel.max);
      const reference = body.reference ? body.reference : null;
      if (channel.kind === 'manual' && !reference) {
        throw new AppError('deposit_reference_required', 'Enter the reference of your bank transfer');
      }
      const id = auth.memberId;
      await wallet.ready(id);
      const [clearing, main] = await ledger.accountIds(merchantCode, [systemAccounts.CLEARING, mainCode(id)]);
      const hash = requestHash('depositCreate', {
        channel: channel.code,
        amount: amount.toString(),
        reference,
      });
      return idempotency.run(id, key, hash, async (trx) => {
        await deps.depositGate?.(trx, id, amount);
        const at = now();
        let entryId: number | null = null;
        let balance: bigint | undefined;
        if (channel.kind === 'instant') {
          const posted = await ledger.post(trx, {
            merchantCode,
            memberId: id,
            type: 'DEPOSIT',
            reference: channel.code,
            at,
            lines: [
              { accountId: clearing!, amount: -amount },
              { accountId: main!, amount },
            ],
          });
          entryId = posted.entryId;
          balance = posted.balances.get(main!);
          await recordFigures(trx, {
            merchantCode,
            memberId: id,
            at,
            delta: { deposit: amount, depositCount: 1 },
          });
        }
        const order = await repo.insertDeposit(trx, {
          merchant_code: merchantCode,
          member_id: id,
          channel_code: channel.code,
          amount,
          reference,
          status: entryId === null ? 'pending' : 'approved',
          entry_id: entryId,
          created_at: at,
          decided_at: entryId === null ? null : at,
        });
        if (entryId !== null) {
          await deps.activity?.emit('depositApproved', trx, {
            merchantCode,
            memberId: id,
            orderId: order.id,
            amount,
            at,
          });
          // An instant channel decides at once: the member hears it as of a decided deposit.
          await deps.activity?.emit('memberNotice', trx, {
            merchantCode,
            memberId: id,
            kind: 'deposit_approved',
            params: { amount: money(amount), order: String(order.id) },
          });
        }
        balance ??= await ledger.balanceOf(main!, trx);
        return {
          order: {
            id: order.id,
            channel: channel.code,
            amount: money(amount),
            reference,
            status: entryId === null ? ('pending' as const) : ('approved' as const),
            createdAt: at,
            decidedAt: entryId === null ? null : at,
          },
          balance: money(balance),
          replayed: false,
        };
      });
    },

    depositRecords: async (auth: Authenticated, q: { pageNum: number; pageSize: number }) => {
      const { total, rows } = await repo.depositPage(auth.memberId, q.pageNum, q.pageSize);
      return {
        content: rows.map((r) => ({
          id: r.id,
          channel: r.channel_code,
          channelName: r.channel_name ?? r.channel_code,
          amount: money(BigInt(r.amount)),
          reference: r.reference,
          status: r.status,
          createdAt: r.created_at,
          decidedAt: r.decided_at,
        })),
        pageNum: q.pageNum,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },

    /**
     * Binds a bank account: at most maxBankAccounts, never one number twice (compared as digits: the
     * number is stored without the spaces and dashes it was typed with). The limit is counted
     * under the member's row lock (repository), so parallel binds cannot all see room for one more;
     * the (member, number) unique key catches a duplicate that slips past a stale read.
     */
    bindBankAccount: async (
      auth: Authenticated,
      body: { accountName: string; accountNumber: string; bankName: string },
    ) => {
      const accountNumber = normalizeBankAccountNumber(body.accountNumber);
      if (!bankAccountNumberPattern.test(accountNumber)) {
        throw new AppError('invalid_bank_account_number', 'The account number must be 6 to 32 digits');
      }
      const row = await repo.insertBankAccountWithinLimit(
        {
          member_id: auth.memberId,
          account_name: body.accountName,
          account_number: accountNumber,
          bank_name: body.bankName,
          created_at: now(),
        },
        maxBankAccounts,
      );
      if (row === 'limit') {
        throw new AppError('bank_account_limit', `At most ${maxBankAccounts} different bank accounts`);
      }
      return bankView(row);
    },

    withdrawInfo: async (auth: Authenticated) => {
      const settings = await repo.settings(merchantCode);
      const member = await repo.member(merchantCode, auth.memberId);
      return {
        minAmount: money(settings.withdrawMin),
        maxAmount: money(settings.withdrawMax),
        balance: money(await wallet.mainBalance(auth.memberId)),
        hasPaymentPassword: Boolean(member?.payment_password_hash),
        bankAccounts: (await repo.bankAccounts(auth.memberId)).map(bankView),
      };
    },

    /**
     * Holds the amount (main wallet -> pending-withdrawals account) with status in_process.
     * The payment password is checked first, right after the amount's format: limits, the bank
     * account and the balance answer only once it is right, so no other code reveals a right guess.
     */
    withdraw: async (
      auth: Authenticated,
      body: { bankAccountId: number; amount: unknown; paymentPassword: string },
      key: string,
      meta: { ip: string },
    ) => {
      const amount = amountOf(body.amount);
      const member = (await repo.member(merchantCode, auth.memberId)) ?? {
        id: auth.memberId,
        payment_password_hash: null,
      };
      await deps.paymentPassword.verify(member, body.paymentPassword, meta);
      const settings = await repo.settings(merchantCode);
      checkLimits(amount, settings.withdrawMin, settings.withdrawMax);
      const bank = (await repo.bankAccounts(auth.memberId)).find((b) => b.id === body.bankAccountId);
      if (!bank) throw new AppError('bank_account_not_found', 'Bind a bank account first');
      const id = auth.memberId;
      await wallet.ready(id);
      // The payment password is not part of the request identity (never stored, even hashed).
      const hash = requestHash('withdraw', { bankAccountId: bank.id, amount: amount.toString() });
      return idempotency.run(id, key, hash, async (trx) => {
        await deps.withdrawGate?.(trx, id);
        const at = now();
        const order = await holdWithdrawal(trx, ledger, {
          merchantCode,
          memberId: id,
          bankAccountId: bank.id,
          amount,
          at,
        });
        return {
          order: {
            id: order.id,
            amount: money(amount),
            bankAccount: bankView(bank),
            status: 'in_process' as const,
            createdAt: at,
            decidedAt: null,
            receipt: null,
          },
          balance: money(order.balance),
          replayed: false,
        };
      });
    },

    withdrawRecords: (auth: Authenticated, q: { pageNum: number; pageSize: number }) =>
      withdrawPage(auth, q.pageNum, q.pageSize),

    /** One withdrawal of the member (receipt confirmation answer). */
    withdrawRecord: async (auth: Authenticated, id: number) => {
      const record = (await withdrawPage(auth, 1, 1, id)).content[0];
      if (!record) throw new AppError('not_found', 'No such withdrawal');
      return record;
    },
  };
};

export type CashierService = ReturnType<typeof createCashierService>;
