import { fromMinor } from '@gp/contract/money';
import { AppError } from '../../../lib/app-error.js';
import type { ProtocolInput } from '../wallet-protocol/protocol-schemas.js';
import type { DemoVendorRepository } from './demo-vendor-repository.js';
import type { PlatformClient } from './platform-client.js';

/** Protocol amounts are two-decimal strings; read them without floats. */
export const minorOf = (text: string) => BigInt(text.replace('.', ''));

/** What a round needs of its game session (demo_vendor_sessions). */
export interface RoundSession {
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
}

/**
 * One instant round of the demo vendor through the seamless-wallet protocol, as the slot spins and
 * the fishing batches play it: debit the stake, decide the outcome, credit the win with roundEnded
 * (the platform settles the round). The round row (demo_vendor_rounds) follows: refused, debited,
 * settled, or credit_pending with its outcome kept when the credit never landed.
 */
export const createRoundPlayer = (deps: { repo: DemoVendorRepository; platform: PlatformClient }) => {
  const { repo, platform } = deps;

  /** The credit is idempotent by transaction id, so it is simply sent again after a failure. */
  const creditWithRetry = async (
    body: ProtocolInput<'credit'>,
    pending: { win: bigint; outcome: string },
  ) => {
    let last: unknown;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        return await platform.call('credit', body);
      } catch (error) {
        last = error;
        if (error instanceof AppError && error.statusCode < 500) break;
      }
    }
    await repo.updateRound(body.roundId, { status: 'credit_pending', ...pending });
    throw last;
  };

  /** Rolls back a debit whose answer was lost; one never booked is refused should it still arrive. */
  const rollBackDebit = async (session: RoundSession, roundId: string) => {
    try {
      await platform.call('rollback', {
        transactionId: `${roundId}:rollback`,
        refTransactionId: `${roundId}:bet`,
        roundId,
        memberId: session.member_id,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'transaction_not_found')) throw error;
    }
  };

  /**
   * Plays `roundId` (already inserted as open): a refused debit marks it refused and rethrows; the
   * outcome is decided only once the stake is debited. Answers the outcome and the balance after it.
   */
  const play = async <Outcome extends { win: bigint }>(
    session: RoundSession,
    roundId: string,
    stake: bigint,
    decide: () => Outcome,
    outcomeJson: (outcome: Outcome) => string,
  ) => {
    const common = { roundId, memberId: session.member_id, nodeId: session.node_id, mode: session.mode };
    try {
      await platform.call('debit', { ...common, transactionId: `${roundId}:bet`, amount: fromMinor(stake) });
    } catch (error) {
      // A refusal (4xx) booked nothing. Any other failure may have been booked: roll it back first, so
      // the round never keeps a stake it will not pay (should the rollback fail too, the round stays
      // open, as the operator's open-rounds list shows, and the error goes up).
      if (!(error instanceof AppError && error.statusCode < 500)) await rollBackDebit(session, roundId);
      await repo.updateRound(roundId, {
        status: 'refused',
        ...(error instanceof AppError ? { outcome: JSON.stringify({ refused: error.code }) } : {}),
      });
      throw error;
    }
    await repo.updateRound(roundId, { status: 'debited' });
    const outcome = decide();
    const credited = await creditWithRetry(
      { ...common, transactionId: `${roundId}:win`, amount: fromMinor(outcome.win), roundEnded: true },
      { win: outcome.win, outcome: outcomeJson(outcome) },
    );
    const balance = minorOf(credited.balance);
    await repo.updateRound(roundId, { status: 'settled', win: outcome.win, outcome: outcomeJson(outcome) });
    return { outcome, balance };
  };

  return { play };
};
export type RoundPlayer = ReturnType<typeof createRoundPlayer>;
