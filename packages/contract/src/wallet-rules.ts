/**
 * Wallet rules shared by server and web that need no schema library, so pages that only read them
 * (the lobby's first screen among them, issue 15) do not load zod.
 */

/** The header of every money-moving call (see wallet.ts). */
export const idempotencyKeyHeader = 'idempotency-key';
/** 8-128 characters: letters, digits, '-', '_', ':', '.'. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_:.-]{8,128}$/;

/**
 * Account numbers are stored as digits only: the spaces and dashes people copy from a bank card or
 * statement ("1102-345 678") are dropped first (issue 14). Server and web form share both.
 */
export const normalizeBankAccountNumber = (text: string): string => text.replace(/[\s-]/g, '');
/** 6-32 ASCII digits, after normalizing. */
export const bankAccountNumberPattern = /^[0-9]{6,32}$/;

/** Withdrawal receipt proofs: how many images, and the largest one in bytes. */
export const maxProofImages = 3;
export const maxProofImageBytes = 5 * 1024 * 1024;

export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REJECTED',
  'WALLET_TRANSFER',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'REVERSAL',
  // Game rounds through the seamless-wallet protocol (issue 5): bet to the house, win from it.
  'BET',
  'WIN',
  // A settled round's result corrected by its vendor (issue 19): the difference, paid or taken back.
  'RESETTLE',
  // Agent contracts (issue 16): a dividend or a salary paid for a settled period.
  'CONTRACT_DIVIDEND',
  'CONTRACT_SALARY',
  // Promotions (issue 17): a bonus paid, and one taken back when forfeited or expired.
  'BONUS',
  'BONUS_FORFEIT',
  // Manual rebate (issue 17): a share of the valid bets since the last claim.
  'REBATE',
  // Points mall (issue 20): a cash reward redeemed with points, and points converted to cash.
  'POINT_REWARD',
  'POINT_CONVERT',
  // Invite friends (issue 20): paid for an invitee's milestone (registered, first deposit, valid bets).
  'REFERRAL_REWARD',
  // Missions (issue 20): a completed mission's reward.
  'MISSION_REWARD',
  // Raffles (issue 20): a prize drawn.
  'RAFFLE_PRIZE',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
