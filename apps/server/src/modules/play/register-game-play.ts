import type { FastifyInstance } from 'fastify';
import type { VendorConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SecurityRepository } from '../security/repository.js';
import { createDemoAdapter } from '../vendors/demo/demo-adapter.js';
import { createDemoVendorRepository } from '../vendors/demo/demo-vendor-repository.js';
import { registerDemoVendorRoutes } from '../vendors/demo/demo-vendor-routes.js';
import { createDemoVendorService } from '../vendors/demo/demo-vendor-service.js';
import { createEngines } from '../vendors/demo/engines.js';
import { registerFishRoutes } from '../vendors/demo/fishing/fish-routes.js';
import { createFishService } from '../vendors/demo/fishing/fish-service.js';
import { createRoundPlayer } from '../vendors/demo/round-player.js';
import { createCardRooms } from '../vendors/demo/live/card-rooms.js';
import { createLiveRepository } from '../vendors/demo/live/live-repository.js';
import { registerLiveTableRoutes } from '../vendors/demo/live/live-routes.js';
import { createLiveService } from '../vendors/demo/live/live-service.js';
import { createSportsRepository } from '../vendors/demo/sports/sports-repository.js';
import { registerSportsRoutes } from '../vendors/demo/sports/sports-routes.js';
import { createSportsService } from '../vendors/demo/sports/sports-service.js';
import {
  createPlatformClient,
  injectTransport,
  type PlatformClient,
} from '../vendors/demo/platform-client.js';
import { createGameLookup } from '../vendors/game-lookup.js';
import { createVendorRegistry, type GameVendorAdapter } from '../vendors/vendor-adapter.js';
import { loadVendorKeys } from '../vendors/vendor-secrets.js';
import { createProtocolRepository } from '../vendors/wallet-protocol/protocol-repository.js';
import { registerProtocolRoutes } from '../vendors/wallet-protocol/protocol-routes.js';
import { createProtocolService } from '../vendors/wallet-protocol/protocol-service.js';
import type { Ledger, Trx } from '../wallet/ledger.js';
import type { PlayMoney } from '../wallet/play-money.js';
import type { WalletRepository } from '../wallet/repository.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { registerVendorWallets } from '../vendor-wallets/register-vendor-wallets.js';
import { createLaunchService } from './launch-service.js';
import { createRecordsRepository } from './records-repository.js';
import { createRecordsService } from './records-service.js';
import { createRoomList } from './room-list.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import { registerPlayRoutes } from './routes.js';

/**
 * Wires game play (issue 5): the vendor registry with the built-in demo vendor, the signed
 * seamless-wallet endpoints, the demo vendor's game API (its wallet calls go through those endpoints
 * in process, see platform-client.ts), game launch, bet records, profit and loss and the winner board.
 */
export const registerGamePlay = async (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    wallet: WalletService;
    walletRepo: WalletRepository;
    security: SecurityRepository;
    vendors: VendorConfig;
    recordRecentGame: (memberId: number, nodeId: string) => Promise<void>;
    /** Free mode's play money (modules/wallet/play-money.ts). */
    playMoney: PlayMoney;
    /** Member types of trial accounts (TRIAL_TYPES): free mode only. */
    trialTypes: readonly number[];
    clock: Clock;
    merchantCode: string;
    /** Further integrations run by the platform itself (the number lottery), after the demo vendor. */
    extraAdapters?: readonly GameVendorAdapter[];
    /** Refuses a real-money stake a loss or wager limit has no room for (modules/safer-gambling). */
    stakeGate?: (trx: Trx, memberId: number, amount: bigint) => Promise<void>;
    /** What a member may still stake under its limits; a launch's automatic transfer moves no more. */
    stakeRoom?: (trx: Trx, memberId: number) => Promise<bigint | null>;
    /** Told of every real-money round settled (issue 20: points, referral milestones). */
    activity?: ActivityHooks;
  },
): Promise<{ platformClientFor: (integration: string) => PlatformClient }> => {
  const { db, clock, merchantCode } = deps;
  const engines = createEngines(deps.vendors.demoRtp);
  const liveRepo = createLiveRepository(db);
  const demo = createDemoAdapter(
    engines,
    createCardRooms({ repo: liveRepo, pace: deps.vendors.tablePace, clock }),
  );
  const adapters = [demo, ...(deps.extraAdapters ?? [])];
  const registry = createVendorRegistry(adapters);
  const keys = await loadVendorKeys(deps.security, {
    integrations: adapters.map((a) => a.integration),
    vendors: deps.vendors,
    now: clock().toISOString(),
  });
  const launchTokenKey = () => keys.launchTokenKey;
  const walletSecretOf = (integration: string) => {
    const secret = keys.walletSecretFor(integration);
    if (secret === undefined) throw new Error(`No integration ${integration} is registered`);
    return () => secret;
  };
  const games = createGameLookup(db);
  const protocolRepo = createProtocolRepository(db);
  const walletFor = async (vendorCode: string) =>
    (await deps.wallet.vendorCodes()).includes(vendorCode) ? vendorCode : 'MAIN';

  await registerProtocolRoutes(app, {
    service: createProtocolService({
      repo: protocolRepo,
      ledger: deps.ledger,
      wallet: deps.wallet,
      playMoney: deps.playMoney,
      trialTypes: deps.trialTypes,
      games,
      currency: async () => (await deps.walletRepo.settings(merchantCode)).currency,
      launchTokenKey,
      clock,
      merchantCode,
      ...(deps.stakeGate ? { stakeGate: deps.stakeGate } : {}),
      ...(deps.activity ? { activity: deps.activity } : {}),
    }),
    registry,
    walletSecretFor: keys.walletSecretFor,
    clock,
  });

  const demoPlatform = createPlatformClient({
    integration: demo.integration,
    secret: walletSecretOf(demo.integration),
    transport: injectTransport(app),
    clock,
  });
  const demoRepo = createDemoVendorRepository(db);
  const demoVendor = createDemoVendorService({
    repo: demoRepo,
    platform: demoPlatform,
    engines,
    tablePace: deps.vendors.tablePace,
    clock,
    merchantCode,
  });
  registerDemoVendorRoutes(app, demoVendor);
  registerFishRoutes(app, {
    fish: createFishService({
      repo: demoRepo,
      rounds: createRoundPlayer({ repo: demoRepo, platform: demoPlatform }),
      platform: demoPlatform,
      engines,
      clock,
    }),
    sessionOf: demoVendor.sessionOf,
  });
  registerLiveTableRoutes(app, {
    live: createLiveService({
      repo: liveRepo,
      platform: demoPlatform,
      pace: deps.vendors.tablePace,
      clock,
    }),
    sessionOf: demoVendor.sessionOf,
    pace: deps.vendors.tablePace,
    clock,
    settlement: deps.vendors.tableSettlement,
    log: app.log,
  });
  registerSportsRoutes(app, {
    sports: createSportsService({
      repo: createSportsRepository(db),
      platform: demoPlatform,
      pace: deps.vendors.sportsPace,
      clock,
      log: app.log,
    }),
    sessionOf: demoVendor.sessionOf,
    settlement: deps.vendors.sportsSettlement,
    log: app.log,
  });

  // Vendor wallets (issue 14): the automatic transfer at launch, leaveGame and the idle sweep.
  const vendorWallets = registerVendorWallets(app, {
    db,
    ledger: deps.ledger,
    wallet: deps.wallet,
    clock,
    merchantCode,
    ...(deps.stakeRoom ? { stakeRoom: deps.stakeRoom } : {}),
  });
  registerPlayRoutes(app, {
    launch: createLaunchService({
      games,
      registry,
      launches: protocolRepo,
      launchTokenKey,
      walletFor,
      recordRecentGame: deps.recordRecentGame,
      topUpPlayMoney: deps.playMoney.topUp,
      trialTypes: deps.trialTypes,
      autoTransfer: vendorWallets.atLaunch,
      clock,
      merchantCode,
    }),
    records: createRecordsService({ repo: createRecordsRepository(db), clock, merchantCode }),
    rooms: createRoomList({ games, registry, clock, merchantCode }),
  });
  // In-process integrations reach the wallet protocol the way the demo vendor does.
  return {
    platformClientFor: (integration) =>
      createPlatformClient({
        integration,
        secret: walletSecretOf(integration),
        transport: injectTransport(app),
        clock,
      }),
  };
};
