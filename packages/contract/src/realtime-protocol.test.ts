import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realtimeServerMessageSchema } from './realtime.js';
import { readServerMessage } from './realtime-protocol.js';

const amount = fc
  .tuple(fc.boolean(), fc.nat(10_000_000), fc.nat(99))
  .map(([minus, units, cents]) => `${minus ? '-' : ''}${units}.${String(cents).padStart(2, '0')}`);
const wallet = fc.record({ vendorCode: fc.string(), name: fc.string(), balance: amount });
const balanceMessage = fc.record({
  type: fc.constant('balance'),
  balance: amount,
  currency: fc.string(),
  currencySymbol: fc.string(),
  isSingle: fc.boolean(),
  wallets: fc.array(wallet, { maxLength: 4 }),
  playBalance: amount,
});
/** A valid message with one field replaced by anything at all (often, not always, refused). */
const brokenMessage = fc
  .tuple(
    balanceMessage,
    fc.constantFrom('balance', 'currency', 'isSingle', 'wallets', 'playBalance', 'type'),
    fc.jsonValue(),
  )
  .map(([message, field, value]) => ({ ...message, [field]: value }));
const inboxMessage = fc.record({
  type: fc.constant('inbox'),
  unread: fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.jsonValue()),
});
const anyMessage = fc.oneof(
  balanceMessage,
  inboxMessage,
  brokenMessage,
  fc.record({ type: fc.constantFrom('ready', 'pong', 'other'), extra: fc.jsonValue() }),
  fc.jsonValue(),
);

describe('readServerMessage', () => {
  it('accepts exactly what the contract schema accepts, and reads it the same', () => {
    fc.assert(
      fc.property(anyMessage, (raw) => {
        const parsed = realtimeServerMessageSchema.safeParse(raw);
        expect(readServerMessage(raw)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses broken balances and drops unknown fields', () => {
    expect(readServerMessage({ type: 'balance', balance: 'lots' })).toBeNull();
    expect(readServerMessage('ready')).toBeNull();
    expect(readServerMessage([{ type: 'ready' }])).toBeNull();
    expect(readServerMessage({ type: 'ready', token: 'x' })).toEqual({ type: 'ready' });
  });
});
