import { z } from 'zod';

/**
 * The seamless-wallet protocol: calls a vendor makes to the platform, each a signed JSON POST to
 * /vendor-wallet/<call> answered with the envelope. Amounts are two-decimal strings (contract money).
 * Transaction ids are the vendor's: a debit, credit or rollback is booked once per id.
 */
const id = z.string().regex(/^[A-Za-z0-9_:.-]{1,100}$/);
const roundId = z.string().regex(/^[A-Za-z0-9_:.-]{1,48}$/);
const memberId = z.number().int().min(1).max(2_147_483_647);
const nodeId = z.string().min(1).max(64);
const amount = z.string().regex(/^\d{1,16}\.\d{2}$/);
/**
 * Which money the call moves: 'real' (the default) the member's wallet, 'free' the member's play money
 * (a free-mode launch). A round keeps the mode of its first debit; a credit naming another is refused.
 */
const mode = z.enum(['real', 'free']).default('real');

export const protocolPaths = {
  session: '/vendor-wallet/session',
  balance: '/vendor-wallet/balance',
  debit: '/vendor-wallet/debit',
  credit: '/vendor-wallet/credit',
  rollback: '/vendor-wallet/rollback',
  resettle: '/vendor-wallet/resettle',
} as const;
export type ProtocolCall = keyof typeof protocolPaths;

export const protocolBodies = {
  /** Exchanges a launch token (once) for the player and game it was issued for. */
  session: z.object({ launchToken: z.string().min(10).max(4000) }),
  balance: z.object({ memberId, nodeId, mode }),
  /** The stake: member's wallet -> house (free mode: play money -> play-money bank). */
  debit: z.object({ transactionId: id, roundId, memberId, nodeId, amount, mode }),
  /**
   * The win (may be 0.00): house -> member's wallet; `roundEnded` settles the round (a bet record for a
   * real round; a play-money round writes none).
   */
  credit: z.object({
    transactionId: id,
    roundId,
    memberId,
    nodeId,
    amount,
    roundEnded: z.boolean(),
    mode,
  }),
  /** Cancels an unsettled debit (`refTransactionId`). */
  rollback: z.object({ transactionId: id, refTransactionId: id, roundId, memberId }),
  /**
   * Corrects a settled round's result: `amount` is the round's whole corrected win (not the
   * difference), so a resend is harmless; the platform moves the difference either way.
   */
  resettle: z.object({ transactionId: id, roundId, memberId, nodeId, amount, mode }),
} as const;
export type ProtocolBody<C extends ProtocolCall> = z.infer<(typeof protocolBodies)[C]>;
/** What a vendor sends (defaults such as `mode` may be left out). */
export type ProtocolInput<C extends ProtocolCall> = z.input<(typeof protocolBodies)[C]>;

const balanceFields = {
  balance: amount.or(z.string().regex(/^-?\d+\.\d{2}$/)),
  currency: z.string(),
  /** 'MAIN' or the vendor wallet the game plays from; 'PLAY' for play money. */
  wallet: z.string(),
};

export const protocolValues = {
  session: z.object({
    memberId,
    playerName: z.string(),
    mode: z.enum(['real', 'free']),
    nodeId,
    vendorCode: z.string(),
    gameName: z.string(),
    gameType: z.string(),
    language: z.string(),
    currency: z.string(),
    /** The wallet balance (real mode) or the play-money balance (free mode). */
    balance: z.string().nullable(),
    wallet: z.string().nullable(),
  }),
  balance: z.object(balanceFields),
  debit: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
  credit: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
  rollback: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
  resettle: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
} as const;
export type ProtocolValue<C extends ProtocolCall> = z.infer<(typeof protocolValues)[C]>;
