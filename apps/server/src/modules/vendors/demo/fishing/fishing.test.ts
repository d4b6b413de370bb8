import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FishShotsValue } from '@gp/contract/demo-fishing';
import type { DatabaseHandle } from '../../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { gameOf, openGame, playEnv, shoot, spin } from '../../../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  minorOf,
  openTestDb,
  type TestMember,
} from '../../../../test/wallet-helpers.js';
import { verifyLedger } from '../../../wallet/ledger-verify.js';
import { demoFishingPaths } from '@gp/contract/demo-fishing';
import { bearer } from '../../../../test/auth-helpers.js';
import { createHash } from 'node:crypto';
import { AppError } from '../../../../lib/app-error.js';
import { testWalletSecrets } from '../../../../test/play-helpers.js';
import { createDemoVendorRepository } from '../demo-vendor-repository.js';
import { createEngines } from '../engines.js';
import { createPlatformClient, injectTransport, type PlatformClient } from '../platform-client.js';
import { createRoundPlayer } from '../round-player.js';
import { createFishService } from './fish-service.js';

/**
 * The fishing game through the seamless wallet (issue 19): a volley of shots is one round, one debit
 * and one credit, never debited twice however often or concurrently it is sent.
 */
let t: TestApp;
let h: DatabaseHandle;
let pond: string;
let slot: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  // CQ9 plays from the main wallet (JDB has a wallet of its own).
  pond = (await gameOf(h, 'CQ9', 'FISH')).node_id;
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const funded = async (amount: string) => {
  const m = await createMember(h);
  expect((await demoDeposit(t, m, amount)).statusCode).toBe(200);
  return m;
};
const valueOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  if (res.statusCode !== 200) throw new Error(`volley failed: ${res.body}`);
  return res.json<{ value: FishShotsValue }>().value;
};
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const protocolOf = (m: TestMember) =>
  h.db
    .selectFrom('vendor_transactions')
    .select(['kind', 'amount', 'round_id'])
    .where('member_id', '=', m.id)
    .orderBy('id')
    .execute();

describe('fishing volleys', () => {
  it('debits every shot once and credits the hits once, as one round with a bet record', async () => {
    const m = await funded('1000.00');
    const session = await openGame(t, m, pond);
    expect(session.balance).toBe('1000.00');
    const volley = valueOf(await shoot(t, session.sessionToken, '10.00', { count: 20 }));
    expect(volley).toMatchObject({ bullet: '10.00', stake: '200.00' });
    expect(volley.shots).toHaveLength(20);
    const wins = volley.shots.reduce((sum, shot) => sum + minorOf(shot.win), 0n);
    expect(minorOf(volley.win)).toBe(wins);
    for (const shot of volley.shots) {
      expect(minorOf(shot.win)).toBe(shot.hit ? 10_00n * 2n : 0n);
    }
    expect(minorOf(volley.balance)).toBe(1000_00n - 200_00n + wins);
    expect(await mainBalance(t, m)).toBe(minorOf(volley.balance));

    const moves = await protocolOf(m);
    expect(moves.map((x) => x.kind)).toEqual(['debit', 'credit']);
    expect(new Set(moves.map((x) => x.round_id))).toEqual(new Set([volley.roundId]));
    const records = await call(t, m, 'betRecords', { query: {} });
    expect(records.json<{ value: { totals: { rounds: number; bet: string } } }>().value.totals).toMatchObject(
      {
        rounds: 1,
        bet: '200.00',
      },
    );
  });

  it('answers a volley sent again with its first outcome, and sent at once from several tabs debits once', async () => {
    const m = await funded('500.00');
    const session = await openGame(t, m, pond);
    const first = valueOf(
      await shoot(t, session.sessionToken, '20.00', { count: 5, batch: 'batch-again-1' }),
    );
    const again = valueOf(
      await shoot(t, session.sessionToken, '20.00', { count: 5, batch: 'batch-again-1' }),
    );
    expect(again).toEqual(first);

    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        shoot(t, session.sessionToken, '50.00', { count: 2, batch: 'batch-race-2' }),
      ),
    );
    const answered = racing.filter((r) => r.statusCode === 200).map(valueOf);
    expect(answered.length).toBeGreaterThan(0);
    for (const r of racing.filter((x) => x.statusCode !== 200)) expect(codeOf(r)).toBe('fish_batch_pending');
    expect(new Set(answered.map((a) => a.roundId)).size).toBe(1);
    const raced = answered[0]!;
    const moves = await protocolOf(m);
    expect(moves.map((x) => x.kind)).toEqual(['debit', 'credit', 'debit', 'credit']);
    expect(await mainBalance(t, m)).toBe(
      500_00n - 100_00n + minorOf(first.win) - 100_00n + minorOf(raced.win),
    );
    // The same batch id from another session is another volley.
    const other = await openGame(t, m, pond);
    const elsewhere = valueOf(
      await shoot(t, other.sessionToken, '20.00', { count: 5, batch: 'batch-again-1' }),
    );
    expect(elsewhere.roundId).not.toBe(first.roundId);
  });

  it('refuses a volley the balance cannot cover, and its replay, with nothing moved', async () => {
    const m = await funded('100.00');
    const session = await openGame(t, m, pond);
    const broke = await shoot(t, session.sessionToken, '10.00', { count: 11, batch: 'batch-broke-1' });
    expect(codeOf(broke)).toBe('insufficient_balance');
    expect(codeOf(await shoot(t, session.sessionToken, '10.00', { count: 1, batch: 'batch-broke-1' }))).toBe(
      'insufficient_balance',
    );
    expect(await mainBalance(t, m)).toBe(100_00n);
    expect(await protocolOf(m)).toEqual([]);
  });

  it('refuses bad volleys: other bullets, oversize or empty batches, unknown fish, no session, the wrong game', async () => {
    const m = await funded('100.00');
    const session = await openGame(t, m, pond);
    const token = session.sessionToken;
    expect(codeOf(await shoot(t, token, '15.00'))).toBe('invalid_bet');
    expect(codeOf(await shoot(t, token, '-10.00'))).toBe('bad_request');
    expect(codeOf(await shoot(t, token, '10.00', { count: 51 }))).toBe('bad_request');
    expect(codeOf(await shoot(t, token, '10.00', { count: 0 }))).toBe('bad_request');
    const unknownFish = await t.app.inject({
      method: 'POST',
      url: demoFishingPaths.shots,
      headers: bearer(token),
      payload: { batch: 'batch-fish-1', bullet: '10.00', shots: [{ fish: 'a', species: 'mermaid' }] },
    });
    expect(codeOf(unknownFish)).toBe('bad_request');
    expect(codeOf(await shoot(t, token, '10.00', { batch: 'short' }))).toBe('bad_request');
    expect(codeOf(await shoot(t, 'x'.repeat(43), '10.00'))).toBe('game_session_invalid');
    // A slot session cannot fire, nor a pond spin.
    const slotSession = await openGame(t, m, slot);
    expect(codeOf(await shoot(t, slotSession.sessionToken, '10.00'))).toBe('invalid_bet');
    expect(codeOf(await spin(t, token, '100.00'))).toBe('invalid_bet');
    expect(await mainBalance(t, m)).toBe(100_00n);
    expect(await protocolOf(m)).toEqual([]);
  });

  it('plays free play with play money, leaving the wallet and the bet records alone', async () => {
    const m = await funded('100.00');
    const session = await openGame(t, m, pond, true);
    expect(session.mode).toBe('free');
    const volley = valueOf(await shoot(t, session.sessionToken, '100.00', { count: 3 }));
    expect(minorOf(volley.balance)).toBe(minorOf(session.balance) - 300_00n + minorOf(volley.win));
    expect(await mainBalance(t, m)).toBe(100_00n);
    const records = await call(t, m, 'betRecords', { query: {} });
    expect(records.json<{ value: { total: number } }>().value.total).toBe(0);
  });

  it('rolls back a volley whose debit was booked but its answer lost, so no stake stays without a round', async () => {
    const m = await funded('100.00');
    const session = await openGame(t, m, pond);
    const platform = createPlatformClient({
      integration: 'DEMO',
      secret: () => testWalletSecrets.DEMO,
      transport: injectTransport(t.app),
      clock: () => new Date(),
    });
    // The debit reaches the platform and is booked; its answer never comes back.
    const lossy: PlatformClient = {
      call: async (name, body) => {
        const answer = await platform.call(name, body);
        if (name === 'debit') throw new AppError('system_error', 'answer lost');
        return answer;
      },
    };
    const repo = createDemoVendorRepository(h.db);
    const fish = createFishService({
      repo,
      rounds: createRoundPlayer({ repo, platform: lossy }),
      platform: lossy,
      engines: createEngines(0.96),
      clock: () => new Date(),
    });
    const row = await repo.session(
      createHash('sha256').update(session.sessionToken).digest('hex'),
      new Date().toISOString(),
    );
    const body = {
      batch: 'batch-lost-1',
      bullet: '10.00',
      shots: [{ fish: 'a', species: 'clownfish' as const }],
    };
    await expect(fish.shoot(row!, body)).rejects.toMatchObject({ code: 'system_error' });
    expect((await protocolOf(m)).map((x) => x.kind)).toEqual(['debit', 'rollback']);
    expect(await mainBalance(t, m)).toBe(100_00n);
    // Sent again, the volley answers its refusal: it is never played (nor debited) a second time.
    expect(codeOf(await shoot(t, session.sessionToken, '10.00', { batch: 'batch-lost-1' }))).toBe(
      'system_error',
    );
    expect((await protocolOf(m)).map((x) => x.kind)).toEqual(['debit', 'rollback']);
  });
});
