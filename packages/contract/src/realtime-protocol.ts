import type { RealtimeServerMessage } from './realtime.js';

/**
 * The zod-free part of the real-time protocol (realtime.ts has the schemas and the whole description):
 * what the web client needs to open the socket and read its pushes. The client used to check every
 * push with the zod schemas, which cost a member's lobby 13 KiB and a 27 ms evaluation of zod on its
 * start (issue 15); `readServerMessage` reads the same shapes by hand, and a contract test holds it to
 * the schemas on valid and broken messages.
 */
export const realtimePath = '/wps/ws';
export const realtimeAuthTimeoutMs = 5_000;

export const realtimeCloseCodes = {
  badMessage: 4400,
  notLoggedIn: 4401,
  authTimeout: 4408,
} as const;

const amountPattern = /^-?\d+\.\d{2}$/;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is string => typeof value === 'string' && amountPattern.test(value);
const isVendorWallet = (value: unknown): boolean =>
  isObject(value) &&
  typeof value.vendorCode === 'string' &&
  typeof value.name === 'string' &&
  isAmount(value.balance);

/**
 * A message the server pushed, parsed JSON in, as the schema `realtimeServerMessageSchema` reads it
 * (unknown fields dropped), or null when the schema would refuse it.
 */
export const readServerMessage = (raw: unknown): RealtimeServerMessage | null => {
  if (!isObject(raw)) return null;
  if (raw.type === 'ready' || raw.type === 'pong') return { type: raw.type };
  if (raw.type === 'inbox') {
    const { unread } = raw;
    return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0
      ? { type: 'inbox', unread }
      : null;
  }
  if (raw.type !== 'balance') return null;
  const { balance, currency, currencySymbol, isSingle, wallets, playBalance } = raw;
  if (
    !isAmount(balance) ||
    typeof currency !== 'string' ||
    typeof currencySymbol !== 'string' ||
    typeof isSingle !== 'boolean' ||
    !Array.isArray(wallets) ||
    !wallets.every(isVendorWallet) ||
    !isAmount(playBalance)
  )
    return null;
  return {
    type: 'balance',
    balance,
    currency,
    currencySymbol,
    isSingle,
    wallets: (wallets as Fields[]).map(({ vendorCode, name, balance: amount }) => ({
      vendorCode: vendorCode as string,
      name: name as string,
      balance: amount as string,
    })),
    playBalance,
  };
};
