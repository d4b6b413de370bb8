import { bankAccountNumberPattern, normalizeBankAccountNumber } from '@gp/contract/wallet-rules';
import { z } from 'zod';
import { amountRule, type AmountLimits } from '../../lib/amount-rules';

/** Form schemas of the cashier pages; messages are translation keys (amount-rules.ts messageText). */
export const depositSchema = (channel: AmountLimits & { kind: 'manual' | 'instant' }) =>
  z.object({
    amount: amountRule(channel),
    reference:
      channel.kind === 'manual'
        ? z.string().trim().min(1, 'deposit_reference_required').max(64, 'wallet_reference_too_long')
        : z.string().optional(),
  });
export type DepositForm = z.infer<ReturnType<typeof depositSchema>>;

export const withdrawSchema = (limits: AmountLimits) =>
  z.object({
    bankAccountId: z.string().min(1, 'wallet_bank_account_required'),
    amount: amountRule(limits),
    paymentPassword: z.string().min(1, 'wallet_payment_password_required').max(128),
  });
export type WithdrawForm = z.infer<ReturnType<typeof withdrawSchema>>;

export const walletTransferSchema = z
  .object({ from: z.string().min(1), to: z.string().min(1), amount: amountRule() })
  .refine((v) => v.from !== v.to && (v.from === 'MAIN' || v.to === 'MAIN'), {
    path: ['to'],
    message: 'wallet_transfer_pair',
  });
export type WalletTransferForm = z.infer<typeof walletTransferSchema>;

export const uplineSchema = z.object({ amount: amountRule() });
export type UplineForm = z.infer<typeof uplineSchema>;
/** The confirmation step of a transfer to the upline asks for the payment password. */
export const uplineConfirmSchema = z.object({
  paymentPassword: z.string().min(1, 'wallet_payment_password_required').max(128),
});
export type UplineConfirmForm = z.infer<typeof uplineConfirmSchema>;

export const bankAccountSchema = z.object({
  accountName: z.string().trim().min(1, 'wallet_account_name_required').max(100),
  // Spaces and dashes as people copy them from a card are dropped; the digits are sent (issue 14).
  accountNumber: z
    .string()
    .max(100, 'wallet_account_number_invalid')
    .transform(normalizeBankAccountNumber)
    .pipe(z.string().regex(bankAccountNumberPattern, 'wallet_account_number_invalid')),
  bankName: z.string().trim().min(1, 'wallet_bank_name_required').max(64),
});
export type BankAccountForm = z.infer<typeof bankAccountSchema>;
