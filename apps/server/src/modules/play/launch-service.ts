import type { z } from 'zod';
import type { gameLaunchFBBodySchema, launchGameBodySchema, LaunchGameValue } from '@gp/contract/play';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Authenticated } from '../session/session-service.js';
import type { GameLookup } from '../vendors/game-lookup.js';
import { launchTokenMs, newTokenId, signLaunchToken } from '../vendors/signing.js';
import type { VendorRegistry } from '../vendors/vendor-adapter.js';
import type { ProtocolRepository } from '../vendors/wallet-protocol/protocol-repository.js';
import type { AutoTransferAtLaunch } from '../vendor-wallets/register-vendor-wallets.js';
import { money } from '../wallet/money.js';

/**
 * POST /wps/game/launchGame (spec 4.6, 7.3). Any logged-in user (the access policy refuses guests).
 * A trial user plays free mode only: a real launch answers in_need_true_account (spec 4.6, 6). A
 * free launch first tops up the player's play money (play-money.ts). The game's vendor adapter gets a
 * signed one-time launch token bound to member, game, mode and expiry, recorded in game_launches; a
 * real launch also records the game in the member's recent games. A real game that plays from a
 * vendor wallet first gets the merchant's automatic transfer (modules/vendor-wallets), keyed by the
 * caller's Idempotency-Key (or by the launch itself), so a retried launch never moves money twice.
 */
export const createLaunchService = (deps: {
  games: GameLookup;
  registry: VendorRegistry;
  launches: ProtocolRepository;
  /** The launch-token key (vendor-secrets.ts), never a vendor's wallet secret. */
  launchTokenKey: () => string;
  /** The wallet a real game of this vendor plays from ('MAIN' or a vendor wallet). */
  walletFor: (vendorCode: string) => Promise<string>;
  recordRecentGame: (memberId: number, nodeId: string) => Promise<void>;
  /** Raises the member's play money to the grant when below it (free launches). */
  topUpPlayMoney: (memberId: number) => Promise<unknown>;
  /** Member types of trial accounts (TRIAL_TYPES). */
  trialTypes: readonly number[];
  autoTransfer?: AutoTransferAtLaunch;
  clock: Clock;
  merchantCode: string;
}) => {
  const { games, registry, clock, merchantCode } = deps;
  const launch = async (
    auth: Authenticated,
    body: z.infer<typeof launchGameBodySchema>,
    idempotencyKey?: string,
  ): Promise<LaunchGameValue> => {
    if (!body.freeTrial && deps.trialTypes.includes(auth.member.type)) {
      throw new AppError('in_need_true_account', 'Real-money play needs a real account');
    }
    const game = body.nodeId
      ? await games.byNode(merchantCode, body.nodeId)
      : await games.byCode(merchantCode, body.vassalage!, body.gameCode!);
    if (!game || (body.nodeId && body.vassalage && body.vassalage !== game.vendorCode)) {
      throw new AppError('game_not_found', `No game ${body.nodeId ?? `${body.vassalage}/${body.gameCode}`}`);
    }
    const adapter = registry.adapterFor(game);
    if (!adapter) throw new AppError('game_maintenance', `${game.name} is not available at the moment`);
    const mode = body.freeTrial ? 'free' : 'real';
    // The client always sends its language; English when a caller does not.
    const language = body.language ?? 'EN';
    const now = clock();
    const exp = now.getTime() + launchTokenMs;
    const jti = newTokenId();
    const memberId = auth.memberId;
    if (mode === 'free') await deps.topUpPlayMoney(memberId);
    const wallet = mode === 'real' ? await deps.walletFor(game.vendorCode) : null;
    // Before the launch is recorded: a failed transfer leaves no launch behind.
    const entered =
      wallet !== null && wallet !== 'MAIN' && deps.autoTransfer
        ? await deps.autoTransfer({
            memberId,
            walletCode: wallet,
            nodeId: game.nodeId,
            launchKey: idempotencyKey ?? `launch:${jti}`,
          })
        : null;
    await deps.launches.insertLaunch({
      jti,
      merchant_code: merchantCode,
      integration: adapter.integration,
      member_id: memberId,
      node_id: game.nodeId,
      mode,
      created_at: now.toISOString(),
      expires_at: new Date(exp).toISOString(),
    });
    const token = signLaunchToken(deps.launchTokenKey(), {
      jti,
      merchantCode,
      integration: adapter.integration,
      memberId,
      nodeId: game.nodeId,
      mode,
      language,
      exp,
    });
    if (mode === 'real') await deps.recordRecentGame(memberId, game.nodeId);
    return {
      url: adapter.launchUrl({
        game,
        member: { id: memberId, account: auth.member.account },
        mode,
        language,
        platform: body.platform,
        token,
      }),
      mode,
      nodeId: game.nodeId,
      vassalage: game.vendorCode,
      gameName: game.name,
      wallet,
      expiresAt: new Date(exp).toISOString(),
      walletSession: entered?.sessionId ?? null,
      transferred: entered ? money(entered.moved) : null,
    };
  };
  return {
    launch,
    /** The relay GCS_gameLaunchFB: the sports provider's book, launched like any of its games. */
    launchSports: async (
      auth: Authenticated,
      body: z.infer<typeof gameLaunchFBBodySchema>,
      idempotencyKey?: string,
    ): Promise<LaunchGameValue> => {
      const game = await games.firstOfType(merchantCode, 'SPORTS', body.vassalage);
      if (!game) throw new AppError('game_not_found', `No sports game of ${body.vassalage ?? 'this site'}`);
      const { vassalage: _vendor, ...rest } = body;
      return launch(auth, { ...rest, nodeId: game.nodeId }, idempotencyKey);
    },
  };
};
export type LaunchService = ReturnType<typeof createLaunchService>;
