import { describe, expect, it } from 'vitest';
import {
  allowedAction,
  cashback,
  countedTurnover,
  depositMatch,
  promotionStatus,
  promotionTermsSchema,
  turnoverRequired,
  type StatusInputs,
} from './promotion-rules.js';

/** The promotion state machine (docs/decisions.md) and the bonus arithmetic, edge by edge. */
const base: StatusInputs = {
  kind: 'DEPOSIT_MATCH',
  now: '2026-11-27T12:00:00.000Z',
  startsAt: null,
  endsAt: null,
  closedAt: null,
  eligible: true,
  entry: null,
  bonusActive: false,
  qualifies: false,
};

describe('promotion status', () => {
  it.each<[Partial<StatusInputs>, string]>([
    [{}, 'join'],
    [{ kind: 'FIXED' }, 'claim'],
    [{ kind: 'APPLY' }, 'join'],
    [{ eligible: false }, 'closed'],
    [{ startsAt: '2026-11-28T00:00:00.000Z' }, 'coming_soon'],
    [{ endsAt: '2026-11-27T12:00:00.000Z' }, 'closed'],
    [{ closedAt: '2026-11-27T11:00:00.000Z' }, 'closed'],
    [{ entry: { status: 'JOINED' } }, 'joined'],
    [{ entry: { status: 'JOINED' }, qualifies: true }, 'claim'],
    // A joined entry whose promotion has closed keeps nothing to claim.
    [{ entry: { status: 'JOINED' }, qualifies: true, closedAt: '2026-11-27T11:00:00.000Z' }, 'closed'],
    [{ kind: 'APPLY', entry: { status: 'APPLYING' } }, 'applying'],
    [{ kind: 'APPLY', entry: { status: 'REJECTED' } }, 'rejected'],
    [{ kind: 'APPLY', entry: { status: 'ISSUED' } }, 'issued'],
    [{ entry: { status: 'ISSUED' } }, 'claimed'],
    // A paid bonus shows its progress even after the promotion closed.
    [{ entry: { status: 'ISSUED' }, bonusActive: true, closedAt: '2026-11-27T11:00:00.000Z' }, 'process'],
    // Cashback: joined, the last period's loss to claim, its bonus in process, then joined again.
    [{ kind: 'CASHBACK' }, 'join'],
    [{ kind: 'CASHBACK', entry: { status: 'JOINED' } }, 'joined'],
    [{ kind: 'CASHBACK', entry: { status: 'JOINED' }, qualifies: true }, 'claim'],
    [{ kind: 'CASHBACK', entry: { status: 'JOINED' }, qualifies: true, bonusActive: true }, 'process'],
  ])('%j -> %s', (inputs, status) => {
    expect(promotionStatus({ ...base, ...inputs })).toBe(status);
  });

  it('allows exactly one action per status', () => {
    expect(allowedAction('join', 'DEPOSIT_MATCH')).toBe('join');
    expect(allowedAction('join', 'APPLY')).toBe('apply');
    expect(allowedAction('claim', 'FIXED')).toBe('claim');
    expect(allowedAction('join', 'CASHBACK')).toBe('join');
    expect(allowedAction('claim', 'CASHBACK')).toBe('claim');
    for (const status of [
      'joined',
      'applying',
      'rejected',
      'issued',
      'claimed',
      'process',
      'closed',
      'coming_soon',
    ] as const)
      expect(allowedAction(status, 'DEPOSIT_MATCH')).toBeNull();
  });
});

describe('bonus arithmetic', () => {
  const terms = promotionTermsSchema.parse({ percent: '12.5', cap: '50.00', turnoverMultiple: 2.5 });

  it('matches a deposit to the minor unit, rounded down, never above the cap', () => {
    expect(depositMatch(terms, 10_001n)).toBe(1_250n);
    expect(depositMatch(terms, 1_000_000n)).toBe(5_000n);
  });

  it('pays cashback on a net loss from the minimum loss on, at its percent, never above the cap', () => {
    const back = promotionTermsSchema.parse({ percent: '10', cap: '20.00', minLoss: '50.00' });
    expect(cashback(back, 4_999n)).toBe(0n);
    expect(cashback(back, 5_005n)).toBe(500n);
    expect(cashback(back, 1_000_000n)).toBe(2_000n);
    expect(cashback(back, -10_000n)).toBe(0n);
  });

  it('asks the multiple of the bonus, or of deposit plus bonus', () => {
    expect(turnoverRequired(terms, 1_000n, 9_000n)).toBe(2_500n);
    const both = promotionTermsSchema.parse({ ...terms, turnoverOf: 'DEPOSIT_PLUS_BONUS' });
    expect(turnoverRequired(both, 1_000n, 9_000n)).toBe(25_000n);
    expect(() => promotionTermsSchema.parse({ turnoverMultiple: 1.234 })).toThrow();
  });

  it('weights valid bets by their game type, rounding down per type', () => {
    expect(
      countedTurnover(
        [
          { gameType: 'RNG', validBet: 1_000n },
          { gameType: 'LIVE', validBet: 1_005n },
          { gameType: 'LOTT', validBet: 9_999n },
        ],
        { RNG: 100, LIVE: 10 },
      ),
    ).toBe(1_100n);
  });
});
