import { createHash } from 'node:crypto';
import type { FishShotsBody, FishShotsValue } from '@gp/contract/demo-fishing';
import { fromMinor, toMinor } from '@gp/contract/money';
import { allErrorCodes, type ErrorCode } from '@gp/contract/errors';
import { AppError } from '../../../../lib/app-error.js';
import type { Clock } from '../../../../lib/clock.js';
import type { DemoVendorRepository } from '../demo-vendor-repository.js';
import type { PlatformClient } from '../platform-client.js';
import { cryptoRandom, type RandomSource } from '../random-source.js';
import { minorOf, type RoundPlayer, type RoundSession } from '../round-player.js';
import type { BatchOutcome, FishEngine } from './fish-engine.js';

/** What the pond needs of a game session (demo_vendor_sessions). */
export interface FishSession extends RoundSession {
  token_hash: string;
  game_type: string;
  game_name: string;
}

interface StoredBatch {
  bullet: string;
  shots: Array<Omit<FishShotsValue['shots'][number], 'win'> & { win: string }>;
  win: string;
}

/**
 * A batch's round id: the same session and batch id always name the same round, so a batch sent again
 * after a lost answer finds its round instead of making a second one (and fits the protocol's 48).
 */
const roundIdOf = (session: FishSession, batch: string) =>
  `fish-${createHash('sha256').update(`${session.token_hash}:${batch}`).digest('hex').slice(0, 32)}`;

/**
 * The fishing game's volleys (issue 19; docs/decisions.md, "The demo fishing game"). The page sends
 * its shots in batches; a batch is one protocol round: one debit of every shot's bullet, the hits
 * decided once the stake is debited, one credit of what they pay with roundEnded. A batch sent again
 * answers its first outcome (settled), its first refusal (refused) or fish_batch_pending (still
 * being played): it is never debited twice.
 */
export const createFishService = (deps: {
  repo: DemoVendorRepository;
  rounds: RoundPlayer;
  platform: PlatformClient;
  /** The demo vendor's engine for a catalogue game (engines.ts): the pond for a FISH game. */
  engines: {
    forGame: (game: { gameType: string; gameName: string }) => { kind: string; engine?: unknown } | undefined;
  };
  clock: Clock;
  random?: RandomSource;
}) => {
  const { repo, rounds, platform, engines, clock } = deps;
  const random = deps.random ?? cryptoRandom;

  const pondOf = (session: FishSession): FishEngine => {
    const game = engines.forGame({ gameType: session.game_type, gameName: session.game_name });
    if (!game) throw new AppError('game_maintenance', 'This game is not available');
    if (game.kind !== 'fish') throw new AppError('invalid_bet', 'This game takes its bets on its own page');
    return game.engine as FishEngine;
  };

  const stored = (outcome: BatchOutcome, bullet: bigint): string =>
    JSON.stringify({
      bullet: fromMinor(bullet),
      win: fromMinor(outcome.win),
      shots: outcome.shots.map((shot) => ({ ...shot, win: fromMinor(shot.win) })),
    } satisfies StoredBatch);

  const balanceOf = async (session: FishSession) =>
    (
      await platform.call('balance', {
        memberId: session.member_id,
        nodeId: session.node_id,
        mode: session.mode,
      })
    ).balance;

  /** The answer to a batch whose round already exists. */
  const replay = async (session: FishSession, roundId: string): Promise<FishShotsValue> => {
    const round = await repo.round(roundId);
    if (!round || round.session_hash !== session.token_hash) throw new AppError('fish_batch_pending');
    if (round.status === 'refused') {
      // The refusal the first sending had (insufficient_balance, a limit...), kept by the round player.
      const refused = (JSON.parse(round.outcome ?? '{}') as { refused?: ErrorCode }).refused;
      throw new AppError(refused && allErrorCodes.includes(refused) ? refused : 'system_error');
    }
    if (round.status !== 'settled' || !round.outcome) {
      throw new AppError('fish_batch_pending', 'This batch is still being played');
    }
    const batch = JSON.parse(round.outcome) as StoredBatch;
    const stake = minorOf(batch.bullet) * BigInt(batch.shots.length);
    return { roundId, ...batch, stake: fromMinor(stake), balance: await balanceOf(session) };
  };

  return {
    shoot: async (session: FishSession, body: FishShotsBody): Promise<FishShotsValue> => {
      const pond = pondOf(session);
      const parsed = toMinor(body.bullet);
      if (!parsed.ok || !pond.bulletLevels.includes(parsed.minor)) {
        throw new AppError('invalid_bet', 'The bullet is not one of the bet levels');
      }
      const bullet = parsed.minor;
      const stake = bullet * BigInt(body.shots.length);
      const roundId = roundIdOf(session, body.batch);
      const inserted = await repo.insertRoundOnce({
        round_id: roundId,
        session_hash: session.token_hash,
        member_id: session.member_id,
        node_id: session.node_id,
        mode: session.mode,
        bet: stake,
        created_at: clock().toISOString(),
      });
      if (!inserted) return replay(session, roundId);
      const { outcome, balance } = await rounds.play(
        session,
        roundId,
        stake,
        () => pond.shoot(bullet, body.shots, random),
        (o) => stored(o, bullet),
      );
      return {
        roundId,
        bullet: fromMinor(bullet),
        stake: fromMinor(stake),
        win: fromMinor(outcome.win),
        balance: fromMinor(balance),
        shots: outcome.shots.map((shot) => ({ ...shot, win: fromMinor(shot.win) })),
      };
    },
  };
};
export type FishService = ReturnType<typeof createFishService>;
