import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { gameOf, playEnv, protocolCall } from '../../../test/play-helpers.js';
import { balanceIs, listen, openMemberSocket } from '../../../test/realtime-helpers.js';
import { createMember, demoDeposit, openTestDb } from '../../../test/wallet-helpers.js';
import { systemClock } from '../../../lib/clock.js';
import { createPlatformClient, httpTransport } from '../../vendors/demo/platform-client.js';
import { testWalletSecrets } from '../../../test/play-helpers.js';

describe('seamless-wallet balance pushes', () => {
  let t: TestApp;
  let h: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp(playEnv);
    h = openTestDb(t);
    url = await listen(t.app);
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('pushes the new balance after a committed debit and credit, not after a refused one', async () => {
    const member = await createMember(h);
    await demoDeposit(t, member, '40.00');
    const tab = await openMemberSocket(url, member.token);
    expect(tab.first).toMatchObject({ type: 'balance', balance: '40.00' });
    const nodeId = (await gameOf(h, 'PT', 'RNG')).node_id;
    const roundId = randomUUID();
    const base = { roundId, memberId: member.id, nodeId };
    expect(
      (await protocolCall(t, 'debit', { ...base, transactionId: randomUUID(), amount: '15.00' })).statusCode,
    ).toBe(200);
    await tab.next(balanceIs('25.00'));
    const refused = await protocolCall(t, 'debit', { ...base, transactionId: randomUUID(), amount: '99.00' });
    expect(refused.json()).toMatchObject({ code: 'insufficient_balance' });
    const paid = { ...base, transactionId: randomUUID(), amount: '7.25', roundEnded: true };
    expect((await protocolCall(t, 'credit', paid)).statusCode).toBe(200);
    // The next push is the credit's: nothing was pushed for the refused debit.
    expect(await tab.next((m) => m.type === 'balance')).toMatchObject({ type: 'balance', balance: '32.25' });
    tab.close();
  });

  it('serves a vendor that calls over the network (HTTP transport)', async () => {
    const member = await createMember(h);
    await demoDeposit(t, member, '12.00');
    const client = createPlatformClient({
      integration: 'DEMO',
      secret: () => testWalletSecrets.DEMO,
      transport: httpTransport(url.replace(/^ws:/, 'http:')),
      clock: systemClock,
    });
    const nodeId = (await gameOf(h, 'PT', 'RNG')).node_id;
    expect(await client.call('balance', { memberId: member.id, nodeId })).toEqual({
      balance: '12.00',
      currency: 'KRW',
      wallet: 'MAIN',
    });
    await expect(
      client.call('debit', {
        transactionId: randomUUID(),
        roundId: randomUUID(),
        memberId: member.id,
        nodeId,
        amount: '13.00',
      }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
  });
});
