import { randomUUID } from 'node:crypto';
import { routes } from '@gp/contract/routes';
import type { DatabaseTarget } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { createIdempotency } from '../apps/server/src/modules/wallet/idempotency.js';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.js';
import { createWalletRepository } from '../apps/server/src/modules/wallet/repository.js';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet-service.js';
import { createPaymentPasswordGuard } from '../apps/server/src/modules/wallet/payment-password-guard.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createMemoryRateLimitStore } from '../apps/server/src/lib/rate-limit.js';
import { onBothDatabases, type DatabaseLabel } from './both-databases.js';
import { startServer } from '../e2e/support/server-process.js';
import { timedPool } from './timed-pool.js';
import { jsonRequestBytes, sendQueues, type RawResponse } from './http-load.js';
import { createBenchMember, fundMember, type BenchMember as Member } from './bench-members.js';

/**
 * Transfer throughput of the real server (HTTP, session check, idempotency key, one ledger
 * transaction per wallet transfer MAIN -> PG) as a ratio to the SAME wallet-transfer transaction
 * (the server's own wallet service, ledger and idempotency modules, no HTTP) run in a loop in this
 * process on the same database, at the same concurrency. Goal: at least 0.5.
 * Two shapes: one hot account (every request moves money of one member, so every transaction waits
 * for the same rows) and spread accounts (each worker its own member). SQLite: the server's temp
 * file. PostgreSQL: a fresh schema of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
const transfers = 1_000;
const concurrency = 8;
const warmUp = 3_000;
/** The timed transfers of each path are split into this many alternating rounds. */
const rounds = 10;
const merchantCode = 'DEMO';

const transferBody = { from: 'MAIN', to: 'PG', amount: '0.01' };

/**
 * `count` wallet-transfer requests per worker, serialised before the clock starts (each with its own
 * idempotency key), for the lean keep-alive client of http-load.ts.
 */
const transferQueues = (baseUrl: string, members: Member[], count: number): Buffer[][] => {
  const url = new URL(routes.walletTransfer.path, baseUrl);
  const body = JSON.stringify(transferBody);
  return members.map((member, w) =>
    Array.from({ length: Math.ceil((count - w) / members.length) }, () =>
      jsonRequestBytes(url, routes.walletTransfer.method, body, {
        Authorization: `Bearer ${member.token}`,
        'Idempotency-Key': randomUUID(),
      }),
    ),
  );
};

const expectOk = (response: RawResponse) => {
  if (response.status !== 200) throw new Error(`transfer answered ${response.status}: ${response.body}`);
};

/** Both rows (hot, spread) of one database, measured against one running server. */
const measureOn = async (label: DatabaseLabel, target: DatabaseTarget, env: Record<string, string>) => {
  const server = await startServer({ LOG_LEVEL: 'error', ...env });
  const handle = openDatabase(
    target.dialect === 'sqlite'
      ? { dialect: 'sqlite', filename: server.databaseUrl.replace(/^sqlite:/, '') }
      : target,
  );
  try {
    const wallet = createWalletService({
      repo: createWalletRepository(handle.db),
      ledger: createLedger(handle.db),
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
    const fund = async () => {
      const member = await createBenchMember(handle, merchantCode);
      await fundMember(server.baseUrl, member, '100000.00');
      return member;
    };
    const rows = [];
    for (const shape of ['one hot account', 'spread accounts'] as const) {
      const pick = async () => {
        if (shape === 'one hot account') {
          const one = await fund();
          return Array.from({ length: concurrency }, () => one);
        }
        return Promise.all(Array.from({ length: concurrency }, fund));
      };
      const httpMembers = await pick();
      const loopMembers = await pick();
      const auth = (m: Member) => ({
        tokenHash: '',
        memberId: m.id,
        member: { id: m.id, merchantCode, account: '', type: 0 },
      });
      // Warm up both paths (account creation, caches, JIT).
      await sendQueues(server.baseUrl, transferQueues(server.baseUrl, httpMembers, warmUp), expectOk);
      await timedPool(warmUp, concurrency, async (_, w) => {
        await wallet.transfer(auth(loopMembers[w]!), transferBody, randomUUID());
      });

      // Interleaved rounds, alternating which path goes first: a drift in the machine's speed during
      // the run (other tenants, thermal state) falls on both paths alike instead of on one of them.
      let httpMs = 0;
      let loopMs = 0;
      for (let round = 0; round < rounds; round += 1) {
        const timedQueues = transferQueues(server.baseUrl, httpMembers, transfers / rounds);
        const viaHttp = async () => {
          httpMs += await sendQueues(server.baseUrl, timedQueues, expectOk);
        };
        const inLoop = async () => {
          loopMs += await timedPool(transfers / rounds, concurrency, async (_, w) => {
            await wallet.transfer(auth(loopMembers[w]!), transferBody, randomUUID());
          });
        };
        for (const path of round % 2 === 0 ? [viaHttp, inLoop] : [inLoop, viaHttp]) await path();
      }
      const httpRate = (transfers * 1000) / httpMs;
      const loopRate = (transfers * 1000) / loopMs;
      rows.push({
        metric: `transfer throughput on ${label}, ${shape}, ${transfers} at concurrency ${concurrency} (goal >= 0.5)`,
        platform: `${httpRate.toFixed(0)} transfers/s over HTTP`,
        baseline: `${loopRate.toFixed(0)} transfers/s, same transaction in-process`,
        ratio: httpRate / loopRate,
      });
    }
    return rows;
  } finally {
    await handle.close();
    await server.stop();
  }
};

export const measureTransferThroughput = () => onBothDatabases(measureOn);
