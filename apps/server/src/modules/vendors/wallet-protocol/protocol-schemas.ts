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

export const protocolPaths = {
  session: '/vendor-wallet/session',
  balance: '/vendor-wallet/balance',
  debit: '/vendor-wallet/debit',
  credit: '/vendor-wallet/credit',
  rollback: '/vendor-wallet/rollback',
} as const;
export type ProtocolCall = keyof typeof protocolPaths;

export const protocolBodies = {
  /** Exchanges a launch token (once) for the player and game it was issued for. */
  session: z.object({ launchToken: z.string().min(10).max(4000) }),
  balance: z.object({ memberId, nodeId }),
  /** The stake: member's wallet -> house. */
  debit: z.object({ transactionId: id, roundId, memberId, nodeId, amount }),
  /** The win (may be 0.00): house -> member's wallet; `roundEnded` settles the round (bet record). */
  credit: z.object({ transactionId: id, roundId, memberId, nodeId, amount, roundEnded: z.boolean() }),
  /** Cancels an unsettled debit (`refTransactionId`). */
  rollback: z.object({ transactionId: id, refTransactionId: id, roundId, memberId }),
} as const;
export type ProtocolBody<C extends ProtocolCall> = z.infer<(typeof protocolBodies)[C]>;

const balanceFields = {
  balance: amount.or(z.string().regex(/^-?\d+\.\d{2}$/)),
  currency: z.string(),
  /** 'MAIN' or the vendor wallet the game plays from. */
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
    /** Real mode: the wallet balance; free mode: null (the vendor holds play money). */
    balance: z.string().nullable(),
    wallet: z.string().nullable(),
  }),
  balance: z.object(balanceFields),
  debit: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
  credit: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
  rollback: z.object({ transactionId: id, ...balanceFields, replayed: z.boolean() }),
} as const;
export type ProtocolValue<C extends ProtocolCall> = z.infer<(typeof protocolValues)[C]>;
