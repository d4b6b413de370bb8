import { z } from 'zod';
import { transactionTypes } from './wallet-rules.js';

/**
 * Wallet, cashier and ledger calls (spec 2.4, 2.6, 3, 4.10, 7.2; issue 4). Amounts in requests are
 * decimal strings (or JSON numbers) of at most two decimals, converted by money.ts `toMinor` on the
 * server; amounts in responses are strings with exactly two decimals (`fromMinor`). Every
 * money-moving call needs the `Idempotency-Key` header (`idempotencyKeyHeader` of wallet-rules.ts).
 */

/** Loose on purpose: the server's toMinor answers a specific code (invalid_amount, amount_too_precise ...). */
export const amountInputSchema = z.union([z.string().max(64), z.number()]);
export const amountSchema = z.string().regex(/^-?\d+\.\d{2}$/);

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

export const vendorWalletSchema = z.object({
  vendorCode: z.string(),
  name: z.string(),
  balance: amountSchema,
});

/** GET /wps/v2/wallets/balance */
export const walletBalanceValueSchema = z.object({
  balance: amountSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  isSingle: z.boolean(),
  wallets: z.array(vendorWalletSchema),
  /**
   * Play money for free-mode games (issue 14): a separate balance, never part of `balance`, never
   * withdrawn or transferred. 0.00 for a member who never played in free mode.
   */
  playBalance: amountSchema,
});

/** POST /wps/relay/GCS_walletTransfer: `from`/`to` are 'MAIN' or a vendor code; exactly one is MAIN. */
export const walletTransferBodySchema = z.object({
  from: z.string().min(1).max(32),
  to: z.string().min(1).max(32),
  amount: amountInputSchema,
});
export const movementValueSchema = z.object({
  entryId: z.number().int(),
  balance: amountSchema,
  /** True when this answer repeats the first result of the same idempotency key. */
  replayed: z.boolean(),
});

/** The merchant's contract switches of the consolidated info (spec 3): `…req` offer, `…info` hold. */
export const consolidatedFlagNames = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
  'contractmrdailysalinfotype',
  'contracthoursalinfo',
  'dailysalinfotype',
  'divtypeinfo',
] as const;
export type ConsolidatedFlag = (typeof consolidatedFlagNames)[number];

export const consolidatedValueSchema = z.object({
  ...(Object.fromEntries(consolidatedFlagNames.map((name) => [name, z.boolean()])) as Record<
    ConsolidatedFlag,
    z.ZodBoolean
  >),
  funds: z.object({
    balance: amountSchema,
    vendorBalance: amountSchema,
    pendingWithdrawal: amountSchema,
    totalDeposit: amountSchema,
    totalWithdrawal: amountSchema,
    currency: z.string(),
  }),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValueSchema>;
export const merchantWalletValueSchema = z.object({ isSingle: z.boolean() });
export const unreadCountValueSchema = z.object({ count: z.number().int().min(0) });

export const depositChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['manual', 'instant']),
  minAmount: amountSchema,
  maxAmount: amountSchema,
  /** Manual bank transfer: where to send the money. */
  instructions: z.string().nullable(),
});
export const depositChannelsValueSchema = z.object({ channels: z.array(depositChannelSchema) });

export const depositCreateBodySchema = z.object({
  channel: z.string().min(1).max(32),
  amount: amountInputSchema,
  /** Manual channel: the bank-transfer reference the member used (required there). */
  reference: z.string().trim().max(64).optional(),
});
export const depositStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const depositRecordSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  amount: amountSchema,
  reference: z.string().nullable(),
  status: depositStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const depositCreateValueSchema = z.object({
  order: depositRecordSchema,
  balance: amountSchema,
  replayed: z.boolean(),
});
export const recordsQuerySchema = z.object(pageQuery);
/** A row of the deposit record: the order with its channel's display name (the code is internal). */
export const depositRecordRowSchema = depositRecordSchema.extend({ channelName: z.string() });
export const depositRecordsValueSchema = paged(depositRecordRowSchema);

export const bankAccountSchema = z.object({
  id: z.number().int(),
  accountName: z.string(),
  /** Masked except the last 4 digits. */
  accountNumber: z.string(),
  bankName: z.string(),
});
export const bankAccountBindBodySchema = z.object({
  accountName: z.string().trim().min(1).max(100),
  /** Normalized and checked by the server: invalid_bank_account_number when not 6-32 digits. */
  accountNumber: z.string().max(100),
  bankName: z.string().trim().min(1).max(64),
});
export const withdrawInfoValueSchema = z.object({
  minAmount: amountSchema,
  maxAmount: amountSchema,
  balance: amountSchema,
  hasPaymentPassword: z.boolean(),
  bankAccounts: z.array(bankAccountSchema),
});

/** POST /wps/withdraw (T, E) */
export const withdrawBodySchema = z.object({
  bankAccountId: idParam,
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(128),
});
/** Spec 4.10 vocabulary: in process, rejected, approved. */
export const withdrawStatusSchema = z.enum(['in_process', 'rejected', 'approved']);
/** Spec 4.10 receipt: `pending` until confirmed or the window (WITHDRAW_RECEIPT_MINUTES) passes. */
export const receiptStatusSchema = z.enum(['received', 'partly_received', 'not_received']);
export const withdrawReceiptSchema = z.object({
  status: z.enum(['pending', 'received', 'partly_received', 'not_received']),
  receivedAmount: amountSchema.nullable(),
  remainingAmount: amountSchema.nullable(),
  /** True when no confirmation came in time and the withdrawal counts as received. */
  automatic: z.boolean(),
  confirmBefore: z.string(),
  proofCount: z.number().int(),
});
export const withdrawRecordSchema = z.object({
  id: z.number().int(),
  amount: amountSchema,
  bankAccount: bankAccountSchema,
  status: withdrawStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Only for approved (paid-out) withdrawals. */
  receipt: withdrawReceiptSchema.nullable(),
});
/**
 * POST /wps/withdraw/receipt: multipart/form-data with these fields and 0-3 `proof` files (png or jpg
 * by content, at most 5 MB each: image_too_large, too_many_images, unsupported_media_type).
 */
export const withdrawReceiptFieldsSchema = z.object({
  withdrawId: idParam,
  status: receiptStatusSchema,
  /** Required for partly_received: above zero and below the withdrawn amount. */
  receivedAmount: amountInputSchema.optional(),
});
export const withdrawValueSchema = z.object({
  order: withdrawRecordSchema,
  balance: amountSchema,
  replayed: z.boolean(),
});
export const withdrawRecordsValueSchema = paged(withdrawRecordSchema);

/** POST /wps/transfer/upline (T, E): the payment password confirms the move (guess-limited like withdraw). */
export const transferUplineBodySchema = z.object({
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(128),
});
/** GET /wps/transfer/upline: whom a transfer to the upline pays, or null when the member has none. */
export const transferUplineInfoValueSchema = z.object({
  upline: z.object({ nickname: z.string() }).nullable(),
});
/** POST /wps/agent/transfer/downline (T, E): to anyone in the agent's team, confirmed by the payment password. */
export const transferDownlineBodySchema = z.object({
  /** Account name of a member or sub-agent anywhere under the calling agent. */
  account: z.string().min(1).max(64),
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(128),
});

export const transactionTypeSchema = z.enum(transactionTypes);
export const transactionHistoryQuerySchema = z.object({
  /** ISO dates or date-times; `to` is exclusive. */
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  type: transactionTypeSchema.optional(),
  ...pageQuery,
});
export const transactionSchema = z.object({
  entryId: z.number().int(),
  type: transactionTypeSchema,
  /** 'MAIN' or the vendor code of the wallet the line moved. */
  wallet: z.string(),
  /** Signed: credit positive, debit negative. */
  amount: amountSchema,
  balanceAfter: amountSchema,
  createdAt: z.string(),
});
export const transactionHistoryValueSchema = paged(transactionSchema);
