import { z } from 'zod';
import { amountSchema, vendorWalletSchema } from './wallet.js';

/**
 * Real-time pushes over a WebSocket (spec 4.1: socket events run only when logged in; issue 4).
 *
 * The socket lives OUTSIDE the route table (like /healthz): it is not an enveloped HTTP call.
 * `GET realtimePath` upgrades to a WebSocket. A browser cannot set an Authorization header on a
 * WebSocket and a token in the URL ends up in access logs, so the client authenticates with its FIRST
 * message, `{ "type": "auth", "token": "<session token>" }`, within `realtimeAuthTimeoutMs`.
 * The server answers `{ "type": "ready" }` followed by the current balance, then pushes
 * `{ "type": "balance", ... }` after every committed journal entry that touches one of the member's
 * accounts (deposits, withdrawals, wallet transfers, transfers to and from other members), to every
 * open socket (tab) of the member, on any server process (Redis fan-out when REDIS_URL is set).
 * The balance event carries the same fields as GET /wps/v2/wallets/balance.
 *
 * Refusals close the socket with a code of `realtimeCloseCodes` and a reason naming it:
 * no or invalid first message (4400), guest / unknown, expired or revoked token (4401; also sent when
 * the session ends while the socket is open, e.g. after logout), no auth within the timeout (4408).
 * Any logged-in user may connect (trial users included: they may read the wallet balance).
 * Clients may send `{ "type": "ping" }` at any time; the server answers `{ "type": "pong" }`.
 *
 * Members and agents (not trial users, spec 6) also get `{ "type": "inbox", "unread": n }`: after the
 * first balance, and whenever a message reaches them or one of their tabs reads or deletes one
 * (issue 21; inbox.ts).
 */
export { realtimeAuthTimeoutMs, realtimeCloseCodes, realtimePath } from './realtime-protocol.js';

export const realtimeAuthMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(20).max(200),
});
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  realtimeAuthMessageSchema,
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export const realtimeBalanceEventSchema = z.object({
  type: z.literal('balance'),
  balance: amountSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  isSingle: z.boolean(),
  wallets: z.array(vendorWalletSchema),
  /** Play money (free mode), as the balance call answers it. */
  playBalance: amountSchema,
});
export type RealtimeBalanceEvent = z.infer<typeof realtimeBalanceEventSchema>;

export const realtimeInboxEventSchema = z.object({
  type: z.literal('inbox'),
  unread: z.number().int().min(0),
});
export type RealtimeInboxEvent = z.infer<typeof realtimeInboxEventSchema>;

export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  realtimeBalanceEventSchema,
  realtimeInboxEventSchema,
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
