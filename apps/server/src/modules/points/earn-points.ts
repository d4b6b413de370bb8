import type { Db } from '../../db/database.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import { createPointJournal } from './point-journal.js';
import { createPointsRepository } from './repository.js';

/** Hundredths of a point per 100.00 of valid bet: points = validBet (minor) x rate / 10,000. */
export const pointsFor = (validBetMinor: bigint, rate: bigint): bigint => (validBetMinor * rate) / 10_000n;

/**
 * Points are earned as rounds settle (issue 20): each real-money bet record pays its valid bet times
 * its game type's rate, in the transaction that wrote the record, once per round (the journal's
 * reference is the round's). Free play writes no bet record, so it never earns.
 */
export const listenForPoints = (activity: ActivityHooks, deps: { db: Db; merchantCode: string }) => {
  const repo = createPointsRepository(deps.db);
  const journal = createPointJournal(repo, deps.merchantCode);
  activity.on('betSettled', async (trx, bet) => {
    if (bet.merchantCode !== deps.merchantCode) return;
    const rate = await repo.rateOf(trx, bet.merchantCode, bet.gameType);
    const points = pointsFor(bet.validBet, rate);
    if (points <= 0n) return;
    await journal.credit(trx, bet.memberId, {
      kind: 'EARN',
      points,
      reference: `bet:${bet.vendorCode}:${bet.roundId}`,
      detail: bet.gameType,
      at: bet.at,
    });
  });
};
