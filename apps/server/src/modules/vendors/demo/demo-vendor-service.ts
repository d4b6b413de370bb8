import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DemoGameState, DemoSpinValue } from '@gp/contract/demo-vendor';
import { fromMinor, toMinor } from '@gp/contract/money';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { acceptedLaunchTokenId } from '../signing.js';
import type { DemoVendorRepository } from './demo-vendor-repository.js';
import type { DemoGame, Engines } from './engines.js';
import { describeTable } from './live/live-games.js';
import type { TablePace } from './live/table-game.js';
import type { PlatformClient } from './platform-client.js';
import { cryptoRandom, type RandomSource } from './random-source.js';
import { createRoundPlayer, minorOf } from './round-player.js';
import type { SlotOutcome } from './slot-engine.js';

const sessionMs = 4 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type Session = NonNullable<Awaited<ReturnType<DemoVendorRepository['session']>>>;

const outcomeJson = (o: SlotOutcome) =>
  JSON.stringify({
    ...o,
    win: o.win.toString(),
    lines: o.lines.map((l) => ({ ...l, win: l.win.toString() })),
  });

/**
 * The demo vendor's game server. A launch token opens a game session once the platform's session call
 * accepted it (the platform alone holds the launch-token key: it verifies and consumes the token).
 * Stakes and wins move through the platform's seamless-wallet protocol: debit the stake, spin, credit
 * the win with roundEnded (the platform settles the round). Every call names the session's mode, so a
 * free session plays the member's play money on the platform (its PLAY account) and a real one the
 * wallet. (The session's own play_balance column of 0006 is no longer used: always 0.)
 */
export const createDemoVendorService = (deps: {
  repo: DemoVendorRepository;
  platform: PlatformClient;
  engines: Engines;
  /** The live tables' rhythm (DEMO_TABLE_BETTING_SECONDS). */
  tablePace: TablePace;
  clock: Clock;
  merchantCode: string;
  random?: RandomSource;
}) => {
  const { repo, platform, engines, clock } = deps;
  const random = deps.random ?? cryptoRandom;
  const rounds = createRoundPlayer({ repo, platform });

  const gameOf = (session: { game_type: string; game_name: string }) => {
    const game = engines.forGame({ gameType: session.game_type, gameName: session.game_name });
    if (!game) throw new AppError('game_maintenance', 'This game is not available');
    return game;
  };
  /** The spin engine of a slot-like game; a table game takes its bets through the table calls. */
  const engineOf = (session: { game_type: string; game_name: string }) => {
    const game = gameOf(session);
    if (game.kind !== 'spin') throw new AppError('invalid_bet', 'This game takes its bets on its own page');
    return game.engine;
  };

  const sessionOf = async (token: string | undefined) => {
    const session = token ? await repo.session(hashOf(token), clock().toISOString()) : undefined;
    if (!session) throw new AppError('game_session_invalid', 'The game session has ended');
    return session;
  };

  /** A game's stake levels (bullets for the pond, chips for a table) and what its page shows. */
  const gameRules = (game: DemoGame): Pick<DemoGameState, 'betLevels' | 'rules'> => {
    switch (game.kind) {
      case 'spin':
        return { betLevels: game.engine.betLevels.map(fromMinor), rules: game.engine.describe() };
      case 'fish':
        return { betLevels: game.engine.bulletLevels.map(fromMinor), rules: game.engine.describe() };
      case 'table':
        return { betLevels: game.game.chips.map(fromMinor), rules: describeTable(game.game, deps.tablePace) };
      case 'book':
        return { betLevels: [], rules: { kind: 'sportsbook', book: game.book } };
    }
  };

  const describe = (
    session: Omit<Session, 'token_hash' | 'play_balance' | 'created_at'>,
    balance: bigint,
    wallet: string | null,
  ) => {
    const game = gameOf(session);
    const state: DemoGameState = {
      mode: session.mode,
      currency: session.currency,
      balance: fromMinor(balance),
      wallet: session.mode === 'free' ? null : wallet,
      language: session.language,
      game: {
        nodeId: session.node_id,
        name: session.game_name,
        vendorCode: session.vendor_code,
        gameType: session.game_type,
      },
      ...gameRules(game),
    };
    return state;
  };

  return {
    /** The game session behind a page's session token (the live tables' calls start here). */
    sessionOf,

    openSession: async (launchToken: string) => {
      // The platform refuses a bad, expired, used or other-integration token with game_session_invalid.
      const player = await platform.call('session', { launchToken });
      const launchId = acceptedLaunchTokenId(launchToken);
      if (!launchId) throw new AppError('game_session_invalid', 'The launch token is invalid');
      gameOf({ game_type: player.gameType, game_name: player.gameName });
      const sessionToken = randomBytes(32).toString('base64url');
      const now = clock();
      const row = {
        member_id: player.memberId,
        player_name: player.playerName,
        node_id: player.nodeId,
        game_name: player.gameName,
        vendor_code: player.vendorCode,
        game_type: player.gameType,
        language: player.language,
        mode: player.mode,
        currency: player.currency,
      };
      await repo.insertSession({
        ...row,
        token_hash: hashOf(sessionToken),
        launch_jti: launchId,
        merchant_code: deps.merchantCode,
        play_balance: 0n,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + sessionMs).toISOString(),
      });
      const balance = minorOf(player.balance ?? '0.00');
      return { sessionToken, ...describe(row, balance, player.wallet) };
    },

    state: async (token: string | undefined): Promise<DemoGameState> => {
      const session = await sessionOf(token);
      const wallet = await platform.call('balance', {
        memberId: session.member_id,
        nodeId: session.node_id,
        mode: session.mode,
      });
      return describe(session, minorOf(wallet.balance), wallet.wallet);
    },

    spin: async (token: string | undefined, betText: string): Promise<DemoSpinValue> => {
      const session = await sessionOf(token);
      const engine = engineOf(session);
      const parsed = toMinor(betText);
      if (!parsed.ok || !engine.betLevels.includes(parsed.minor)) {
        throw new AppError('invalid_bet', 'The stake is not one of the bet levels');
      }
      const bet = parsed.minor;
      const roundId = randomUUID();
      await repo.insertRound({
        round_id: roundId,
        session_hash: session.token_hash,
        member_id: session.member_id,
        node_id: session.node_id,
        mode: session.mode,
        bet,
        created_at: clock().toISOString(),
      });
      const { outcome, balance } = await rounds.play(
        session,
        roundId,
        bet,
        () => engine.play(bet, random) as SlotOutcome,
        outcomeJson,
      );
      return {
        roundId,
        bet: fromMinor(bet),
        win: fromMinor(outcome.win),
        balance: fromMinor(balance),
        window: outcome.window,
        lines: outcome.lines.map((l) => ({ ...l, win: fromMinor(l.win) })),
      };
    },
  };
};
export type DemoVendorService = ReturnType<typeof createDemoVendorService>;
