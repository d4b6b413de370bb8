import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseTarget } from '../apps/server/src/config.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { createGameLookup } from '../apps/server/src/modules/vendors/game-lookup.js';
import { signCall, vendorHeaders } from '../apps/server/src/modules/vendors/signing.js';
import { createProtocolRepository } from '../apps/server/src/modules/vendors/wallet-protocol/protocol-repository.js';
import { protocolPaths } from '../apps/server/src/modules/vendors/wallet-protocol/protocol-schemas.js';
import { createProtocolService } from '../apps/server/src/modules/vendors/wallet-protocol/protocol-service.js';
import { createIdempotency } from '../apps/server/src/modules/wallet/idempotency.js';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.js';
import { createPlayMoney } from '../apps/server/src/modules/wallet/play-money.js';
import { createWalletRepository } from '../apps/server/src/modules/wallet/repository.js';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet-service.js';
import { createPaymentPasswordGuard } from '../apps/server/src/modules/wallet/payment-password-guard.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createMemoryRateLimitStore } from '../apps/server/src/lib/rate-limit.js';
import { onBothDatabases, type DatabaseLabel } from './both-databases.js';
import { startServer } from '../e2e/support/server-process.js';
import { jsonRequestBytes, sendQueues, type RawResponse } from './http-load.js';
import { createBenchMember, fundMember, type BenchMember } from './bench-members.js';

/**
 * Seamless-wallet throughput of the real server: signed vendor calls over HTTP (signature check,
 * body validation, the booked-once transaction id, the round lock, one ledger entry) as a ratio to
 * the SAME protocol service call (the server's own modules, no HTTP, no signature) run in a loop in
 * this process on the same database at the same concurrency. Goal: at least 0.5, as for transfers.
 * Debits each open a new round of a member's main wallet; credits settle rounds debited beforehand
 * (untimed), writing the round's bet record. Each worker plays as its own member.
 */
const calls = 1_000;
const concurrency = 8;
const warmUp = 1_500;
const rounds = 10;
const merchantCode = 'DEMO';
const integration = 'DEMO';
const secret = `bench-vendor-secret-${randomBytes(16).toString('hex')}`;
/** Only the session call reads it; the benched calls never launch a game. */
const launchTokenKey = `bench-launch-token-key-${randomBytes(16).toString('hex')}`;

type Call = 'debit' | 'credit';
interface Planned {
  call: Call;
  body: Record<string, unknown>;
}

const signedRequest = (baseUrl: string, { call, body }: Planned): Buffer => {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  return jsonRequestBytes(new URL(protocolPaths[call], baseUrl), 'POST', raw, {
    [vendorHeaders.integration]: integration,
    [vendorHeaders.timestamp]: timestamp,
    [vendorHeaders.signature]: signCall(secret, { integration, timestamp, rawBody: raw }),
  });
};

const expectOk = (response: RawResponse) => {
  if (response.status !== 200) throw new Error(`vendor call answered ${response.status}: ${response.body}`);
};

const measureOn = async (label: DatabaseLabel, target: DatabaseTarget, env: Record<string, string>) => {
  const server = await startServer({
    LOG_LEVEL: 'error',
    VENDOR_SECRETS: `${integration}:${secret}`,
    ...env,
  });
  const handle: DatabaseHandle = openDatabase(
    target.dialect === 'sqlite'
      ? { dialect: 'sqlite', filename: server.databaseUrl.replace(/^sqlite:/, '') }
      : target,
  );
  try {
    const ledger = createLedger(handle.db);
    const walletRepo = createWalletRepository(handle.db);
    const wallet = createWalletService({
      repo: walletRepo,
      ledger,
      idempotency: createIdempotency(handle.db, () => new Date().toISOString()),
      clock: () => new Date(),
      merchantCode,
      // Only transfers to the upline ask for it; this loop never does.
      paymentPassword: createPaymentPasswordGuard({
        store: createMemoryRateLimitStore(systemClock),
        merchantCode,
        config: { maxFailures: 5, maxFailuresPerIp: 20, lockMs: 15 * 60_000 },
      }),
    });
    const service = createProtocolService({
      repo: createProtocolRepository(handle.db),
      ledger,
      wallet,
      playMoney: createPlayMoney({ ledger, clock: () => new Date(), merchantCode }),
      trialTypes: [4],
      games: createGameLookup(handle.db),
      currency: async () => (await walletRepo.settings(merchantCode)).currency,
      launchTokenKey: () => launchTokenKey,
      clock: () => new Date(),
      merchantCode,
    });
    const { node_id: nodeId } = await handle.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', merchantCode)
      .where('vendor_code', '=', 'PT')
      .where('game_type', '=', 'RNG')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const team = async () => {
      const members: BenchMember[] = [];
      for (let w = 0; w < concurrency; w += 1) {
        const member = await createBenchMember(handle, merchantCode);
        await fundMember(server.baseUrl, member, '1000000.00');
        members.push(member);
      }
      return members;
    };
    const debitOf = (m: BenchMember): Planned => ({
      call: 'debit',
      body: { transactionId: randomUUID(), roundId: randomUUID(), memberId: m.id, nodeId, amount: '0.05' },
    });
    const creditOf = (debit: Planned): Planned => ({
      call: 'credit',
      body: { ...debit.body, transactionId: randomUUID(), amount: '0.02', roundEnded: true },
    });
    const inProcess = (p: Planned) =>
      p.call === 'debit'
        ? service.debit(integration, p.body as never)
        : service.credit(integration, p.body as never);
    /** `count` calls per worker member, dealt one queue per worker (its own member). */
    const plan = (members: BenchMember[], count: number, make: (m: BenchMember) => Planned) =>
      members.map((m, w) => Array.from({ length: Math.ceil((count - w) / members.length) }, () => make(m)));
    const debitsAhead = async (members: BenchMember[], count: number) => {
      const queues = plan(members, count, debitOf);
      await Promise.all(queues.flat().map(inProcess));
      return queues.map((q) => q.map(creditOf));
    };

    const rows = [];
    for (const call of ['debit', 'credit'] as const) {
      const httpMembers = await team();
      const loopMembers = await team();
      const queuesOf = async (members: BenchMember[], count: number) =>
        call === 'debit' ? plan(members, count, debitOf) : debitsAhead(members, count);
      const viaHttp = async (queues: Planned[][]) =>
        sendQueues(
          server.baseUrl,
          queues.map((q) => q.map((p) => signedRequest(server.baseUrl, p))),
          expectOk,
        );
      // One worker per queue (per member), each sending its calls one after another, like a connection.
      const inLoop = async (queues: Planned[][]) => {
        const started = performance.now();
        await Promise.all(
          queues.map(async (queue) => {
            for (const planned of queue) await inProcess(planned);
          }),
        );
        return performance.now() - started;
      };
      await viaHttp(await queuesOf(httpMembers, warmUp));
      await inLoop(await queuesOf(loopMembers, warmUp));

      // Interleaved rounds, alternating which path goes first (see transfer-throughput.ts).
      let httpMs = 0;
      let loopMs = 0;
      for (let round = 0; round < rounds; round += 1) {
        const httpQueues = await queuesOf(httpMembers, calls / rounds);
        const loopQueues = await queuesOf(loopMembers, calls / rounds);
        const http = async () => {
          httpMs += await viaHttp(httpQueues);
        };
        const loop = async () => {
          loopMs += await inLoop(loopQueues);
        };
        for (const path of round % 2 === 0 ? [http, loop] : [loop, http]) await path();
      }
      const httpRate = (calls * 1000) / httpMs;
      const loopRate = (calls * 1000) / loopMs;
      rows.push({
        metric: `seamless-wallet ${call} throughput on ${label}, ${calls} at concurrency ${concurrency} (goal >= 0.5)`,
        platform: `${httpRate.toFixed(0)} ${call}s/s over HTTP, signed`,
        baseline: `${loopRate.toFixed(0)} ${call}s/s, same protocol call in-process`,
        ratio: httpRate / loopRate,
      });
    }
    return rows;
  } finally {
    await handle.close();
    await server.stop();
  }
};

export const measureSeamlessWalletThroughput = () => onBothDatabases(measureOn);
