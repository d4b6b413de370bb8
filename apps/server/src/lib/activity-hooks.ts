import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';

type Trx = Transaction<DatabaseSchema>;

/** A real-money round settled: its bet record was written in `trx` (free play never gets here). */
export interface SettledBet {
  merchantCode: string;
  memberId: number;
  vendorCode: string;
  roundId: string;
  gameType: string;
  bet: bigint;
  validBet: bigint;
  win: bigint;
  at: string;
}

/** A deposit order approved and credited in `trx`. */
export interface ApprovedDeposit {
  merchantCode: string;
  memberId: number;
  orderId: number;
  amount: bigint;
  at: string;
}

/** A member account registered in `trx` (web form, mobile form or social sign-in). */
export interface RegisteredMember {
  merchantCode: string;
  memberId: number;
  /** The member whose invite link (referralCode) the registration came with, if any. */
  referrerId: number | null;
  ip: string;
  /** The registering browser's device cookie, hashed (plugins/device-cookie.ts). */
  deviceHash: string | null;
  at: string;
}

/** What the platform tells a member in its inbox (issue 21; modules/inbox/platform-notices.ts). */
export const noticeKinds = [
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_approved',
  'withdrawal_rejected',
  'bonus_granted',
  'contract_offered',
  'contract_settled',
  'limits_changed',
  'new_device',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Something a member should hear of, decided in `trx`; `params` fill the notice's text. */
export interface MemberNotice {
  merchantCode: string;
  memberId: number;
  kind: NoticeKind;
  params: Record<string, string>;
}

export interface ActivityEvents {
  betSettled: SettledBet;
  depositApproved: ApprovedDeposit;
  memberRegistered: RegisteredMember;
  memberNotice: MemberNotice;
}
export type ActivityEvent = keyof ActivityEvents;
type Listener<K extends ActivityEvent> = (trx: Trx, event: ActivityEvents[K]) => Promise<void>;

/**
 * What happened to a member's money and account, told to the modules that reward it (points,
 * referral, missions, raffle; issue 20) or tell it (the inbox, issue 21) inside the transaction that
 * made it happen: a listener's writes
 * commit with the bet record or the deposit, or not at all, so each event is counted exactly once.
 * The modules that make the events (the wallet protocol, the cashier, registration) know nothing of
 * those that listen; listeners run one after the other in the order they were added.
 */
export const createActivityHooks = () => {
  const listeners: { [K in ActivityEvent]: Listener<K>[] } = {
    betSettled: [],
    depositApproved: [],
    memberRegistered: [],
    memberNotice: [],
  };
  return {
    on: <K extends ActivityEvent>(kind: K, listener: Listener<K>): void => {
      listeners[kind].push(listener);
    },
    emit: async <K extends ActivityEvent>(kind: K, trx: Trx, event: ActivityEvents[K]): Promise<void> => {
      for (const listener of listeners[kind]) await listener(trx, event);
    },
  };
};
export type ActivityHooks = ReturnType<typeof createActivityHooks>;
