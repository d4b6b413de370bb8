import type { TransactionType } from '@gp/contract/wallet-rules';
import { consolidatedFlagNames, type ConsolidatedFlag } from '@gp/contract/wallet';
import type { Authenticated } from '../session/session-service.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Idempotency } from './idempotency.js';
import { requestHash } from './idempotency.js';
import { mainCode, vendorCode, type EntryType, type Ledger, type Trx } from './ledger.js';
import { amountOf, money } from './money.js';
import type { PaymentPasswordGuard } from './payment-password-guard.js';
import type { WalletRepository } from './repository.js';

/** Balances, wallet transfers, member-to-member transfers and the account record. */
export const createWalletService = (deps: {
  repo: WalletRepository;
  ledger: Ledger;
  idempotency: Idempotency;
  clock: Clock;
  merchantCode: string;
  /** Transfers to the upline ask for the payment password (issue 14). */
  paymentPassword: PaymentPasswordGuard;
  /**
   * Refuses a transfer into a vendor wallet that the member's loss or wager limits leave no room for,
   * inside its transaction (modules/safer-gambling): money in a game wallet is money to stake.
   */
  transferInGate?: (trx: Trx, memberId: number, amount: bigint) => Promise<void>;
}) => {
  const { repo, ledger, idempotency, clock, merchantCode } = deps;
  const ensured = new Set<number>();
  let systemReady = false;

  const vendorCodes = async () => {
    const settings = await repo.settings(merchantCode);
    return settings.isSingle ? [] : (await repo.vendors(merchantCode)).map((v) => v.vendor_code);
  };

  /** Creates the member's (and the operator's) ledger accounts on first use. */
  const ready = async (memberId: number) => {
    if (!systemReady) {
      await ledger.ensureSystemAccounts(merchantCode);
      systemReady = true;
    }
    if (ensured.has(memberId)) return;
    await ledger.ensureMemberAccounts(merchantCode, memberId, await vendorCodes());
    ensured.add(memberId);
  };

  const mainBalance = async (memberId: number) => {
    await ready(memberId);
    const balances = await repo.memberBalances(memberId);
    return balances.find((b) => b.kind === 'MAIN')?.balance ?? 0n;
  };

  /** Member-to-member transfer of the main wallets (upline or downline), once per idempotency key. */
  const memberTransfer = async (
    from: number,
    to: number,
    type: EntryType,
    amount: bigint,
    key: string,
    hash: string,
  ) => {
    await ready(from);
    await ready(to);
    const [fromId, toId] = await ledger.accountIds(merchantCode, [mainCode(from), mainCode(to)]);
    return idempotency.run(from, key, hash, async (trx) => {
      const posted = await ledger.post(trx, {
        merchantCode,
        memberId: from,
        type,
        at: clock().toISOString(),
        lines: [
          { accountId: fromId!, amount: -amount },
          { accountId: toId!, amount },
        ],
      });
      return { entryId: posted.entryId, balance: money(posted.balances.get(fromId!)!), replayed: false };
    });
  };

  const uplineOf = async (memberId: number) => {
    const me = await repo.member(merchantCode, memberId);
    return me?.upline_id ? repo.member(merchantCode, me.upline_id) : undefined;
  };

  /** The member's balances as GET /wps/v2/wallets/balance answers them (also pushed on the socket). */
  const balanceOf = async (memberId: number) => {
    await ready(memberId);
    const settings = await repo.settings(merchantCode);
    const vendors = settings.isSingle ? [] : await repo.vendors(merchantCode);
    const balances = await repo.memberBalances(memberId);
    const of = (vendor: string | null) =>
      balances.find((b) => (vendor === null ? b.kind === 'MAIN' : b.kind === 'VENDOR' && b.vendor === vendor))
        ?.balance ?? 0n;
    return {
      balance: money(of(null)),
      currency: settings.currency,
      currencySymbol: settings.currencySymbol,
      isSingle: settings.isSingle,
      wallets: vendors.map((v) => ({
        vendorCode: v.vendor_code,
        name: v.name,
        balance: money(of(v.vendor_code)),
      })),
      // Play money rides beside the real balance and never adds to it (modules/wallet/play-money.ts).
      playBalance: money(balances.find((b) => b.kind === 'PLAY')?.balance ?? 0n),
    };
  };

  return {
    ready,
    mainBalance,
    vendorCodes,

    balance: (auth: Authenticated) => balanceOf(auth.memberId),
    balanceOf,

    merchantWallet: async () => ({ isSingle: (await repo.settings(merchantCode)).isSingle }),

    consolidated: async (auth: Authenticated) => {
      await ready(auth.memberId);
      const settings = await repo.settings(merchantCode);
      const balances = await repo.memberBalances(auth.memberId);
      const totals = await repo.orderTotals(auth.memberId);
      const flags = Object.fromEntries(
        consolidatedFlagNames.map((f) => [f, settings.consolidated[f] === true]),
      ) as Record<ConsolidatedFlag, boolean>;
      return {
        ...flags,
        funds: {
          balance: money(balances.find((b) => b.kind === 'MAIN')?.balance ?? 0n),
          vendorBalance: money(
            balances.filter((b) => b.kind === 'VENDOR').reduce((s, b) => s + b.balance, 0n),
          ),
          pendingWithdrawal: money(totals.pending),
          totalDeposit: money(totals.deposits),
          totalWithdrawal: money(totals.withdrawn),
          currency: settings.currency,
        },
      };
    },

    transfer: async (
      auth: Authenticated,
      body: { from: string; to: string; amount: unknown },
      key: string,
    ) => {
      const amount = amountOf(body.amount);
      const vendors = await vendorCodes();
      const known = (w: string) => w === 'MAIN' || vendors.includes(w);
      if (
        !known(body.from) ||
        !known(body.to) ||
        body.from === body.to ||
        (body.from !== 'MAIN' && body.to !== 'MAIN')
      ) {
        throw new AppError('invalid_wallet', 'Transfers go between the main wallet and one vendor wallet');
      }
      const id = auth.memberId;
      await ready(id);
      const code = (w: string) => (w === 'MAIN' ? mainCode(id) : vendorCode(id, w));
      const [fromId, toId] = await ledger.accountIds(merchantCode, [code(body.from), code(body.to)]);
      const mainId = body.from === 'MAIN' ? fromId! : toId!;
      return idempotency.run(
        id,
        key,
        requestHash('walletTransfer', { ...body, amount: amount.toString() }),
        async (trx) => {
          if (body.to !== 'MAIN') await deps.transferInGate?.(trx, id, amount);
          const posted = await ledger.post(trx, {
            merchantCode,
            memberId: id,
            type: 'WALLET_TRANSFER',
            reference: `${body.from}>${body.to}`,
            at: clock().toISOString(),
            lines: [
              { accountId: fromId!, amount: -amount },
              { accountId: toId!, amount },
            ],
          });
          return { entryId: posted.entryId, balance: money(posted.balances.get(mainId)!), replayed: false };
        },
      );
    },

    /** Whom a transfer to the upline pays: the client shows the entry and names them in its confirmation. */
    uplineInfo: async (auth: Authenticated) => {
      const upline = await uplineOf(auth.memberId);
      return { upline: upline ? { nickname: upline.nickname } : null };
    },

    /**
     * The payment password confirms the move (issue 14); it is checked after no_upline (which says
     * nothing about it) and before the balance, like withdraw. It is not part of the request identity.
     */
    transferUpline: async (
      auth: Authenticated,
      body: { amount: unknown; paymentPassword: string },
      key: string,
      meta: { ip: string },
    ) => {
      const amount = amountOf(body.amount);
      const me = await repo.member(merchantCode, auth.memberId);
      const upline = me?.upline_id ? await repo.member(merchantCode, me.upline_id) : undefined;
      if (!me || !upline) throw new AppError('no_upline', 'You have no upline to transfer to');
      await deps.paymentPassword.verify(me, body.paymentPassword, meta);
      const hash = requestHash('transferUpline', { amount: amount.toString() });
      return memberTransfer(auth.memberId, upline.id, 'TRANSFER_UPLINE', amount, key, hash);
    },

    memberTransfer,

    /** Main wallet balances of several members, 0 for one without a ledger account yet. */
    mainBalancesOf: async (memberIds: readonly number[]) => {
      const found = await repo.mainBalances(memberIds);
      return new Map(memberIds.map((id) => [id, found.get(id) ?? 0n]));
    },

    history: async (
      auth: Authenticated,
      q: {
        from?: string | undefined;
        to?: string | undefined;
        type?: string | undefined;
        pageNum: number;
        pageSize: number;
      },
    ) => {
      const { total, rows } = await repo.history(auth.memberId, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        ...(q.from ? { from: new Date(q.from).toISOString() } : {}),
        ...(q.to ? { to: new Date(q.to).toISOString() } : {}),
        ...(q.type ? { type: q.type } : {}),
      });
      return {
        content: rows.map((r) => ({
          entryId: r.entry_id,
          type: r.type as TransactionType,
          wallet: r.vendor_code ?? 'MAIN',
          amount: money(BigInt(r.amount)),
          balanceAfter: money(BigInt(r.balance_after)),
          createdAt: r.created_at,
        })),
        pageNum: q.pageNum,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },
  };
};

export type WalletService = ReturnType<typeof createWalletService>;
