import { randomBytes } from 'node:crypto';
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
import {
  createPlatformClient,
  injectTransport,
  type PlatformClient,
} from '../vendors/demo/platform-client.js';
import { createGameLookup } from '../vendors/game-lookup.js';
import { createVendorRegistry, type GameVendorAdapter } from '../vendors/vendor-adapter.js';
import { createProtocolRepository } from '../vendors/wallet-protocol/protocol-repository.js';
import { registerProtocolRoutes } from '../vendors/wallet-protocol/protocol-routes.js';
import { createProtocolService } from '../vendors/wallet-protocol/protocol-service.js';
import type { Ledger } from '../wallet/ledger.js';
import type { WalletRepository } from '../wallet/repository.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { createLaunchService } from './launch-service.js';
import { createRecordsRepository } from './records-repository.js';
import { createRecordsService } from './records-service.js';
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
    clock: Clock;
    merchantCode: string;
    /** Further integrations run by the platform itself (the number lottery), after the demo vendor. */
    extraAdapters?: readonly GameVendorAdapter[];
  },
): Promise<{ platformClientFor: (integration: string) => PlatformClient }> => {
  const { db, clock, merchantCode } = deps;
  const sharedSecret =
    deps.vendors.sharedSecret ??
    (await deps.security.findKey('vendor-shared-secret')) ??
    (await deps.security.insertKeyIfAbsent(
      'vendor-shared-secret',
      randomBytes(32).toString('base64url'),
      clock().toISOString(),
    ));
  const secret = () => sharedSecret;
  const engines = createEngines(deps.vendors.demoRtp);
  const demo = createDemoAdapter(engines);
  const registry = createVendorRegistry([demo, ...(deps.extraAdapters ?? [])]);
  const games = createGameLookup(db);
  const protocolRepo = createProtocolRepository(db);
  const walletFor = async (vendorCode: string) =>
    (await deps.wallet.vendorCodes()).includes(vendorCode) ? vendorCode : 'MAIN';

  await registerProtocolRoutes(app, {
    service: createProtocolService({
      repo: protocolRepo,
      ledger: deps.ledger,
      wallet: deps.wallet,
      games,
      currency: async () => (await deps.walletRepo.settings(merchantCode)).currency,
      secret,
      clock,
      merchantCode,
    }),
    registry,
    secret,
    clock,
  });

  registerDemoVendorRoutes(
    app,
    createDemoVendorService({
      repo: createDemoVendorRepository(db),
      platform: createPlatformClient({
        integration: demo.integration,
        secret,
        transport: injectTransport(app),
        clock,
      }),
      engines,
      secret,
      clock,
      merchantCode,
      integration: demo.integration,
    }),
  );

  registerPlayRoutes(app, {
    launch: createLaunchService({
      games,
      registry,
      launches: protocolRepo,
      secret,
      walletFor,
      recordRecentGame: deps.recordRecentGame,
      clock,
      merchantCode,
    }),
    records: createRecordsService({ repo: createRecordsRepository(db), clock, merchantCode }),
  });
  // In-process integrations reach the wallet protocol the way the demo vendor does.
  return {
    platformClientFor: (integration) =>
      createPlatformClient({ integration, secret, transport: injectTransport(app), clock }),
  };
};
