import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { bearer } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { createCashierDecisions } from './decisions.js';

/**
 * Upload limits beyond files (issue 13, defect 6): too many fields, an over-long field or field name
 * are refused with 413 payload_too_large; the withdrawal is checked (exists, the member's, awaiting
 * confirmation) before any proof file is read.
 */
let t: TestApp;
let h: DatabaseHandle;
let owner: TestMember;
let stranger: TestMember;
let bank: number;

const boundary = '----gplimits5c1d';
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

type Part = { field: string; value: string } | { file: string; data: Buffer };
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${name}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
const body = (parts: Part[]) =>
  Buffer.concat([
    ...parts.map((p) =>
      'field' in p
        ? fieldPart(p.field, p.value)
        : Buffer.concat([fileHead(p.file), p.data, Buffer.from('\r\n')]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

const send = (who: TestMember, parts: Part[]) =>
  t.app.inject({
    method: 'POST',
    url: routes.withdrawReceipt.path,
    headers: { ...bearer(who.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body(parts),
  });
const codeOf = (res: { statusCode: number; json: <T>() => T }) => [
  res.statusCode,
  res.json<{ code?: string }>().code,
];

/** A withdrawal of the owner, paid out by the operator: it awaits the receipt confirmation. */
const paidWithdrawal = async () => {
  const res = await call(t, owner, 'withdraw', {
    body: { bankAccountId: bank, amount: '100', paymentPassword },
  });
  const id = res.json<{ value: { order: { id: number } } }>().value.order.id;
  await createCashierDecisions(h.db, 'DEMO', systemClock).decideWithdraw(id, true);
  return String(id);
};

beforeAll(async () => {
  t = await buildTestApp({ SESSION_IDLE_MINUTES: '600' });
  h = openTestDb(t);
  owner = await createMember(h);
  stranger = await createMember(h);
  await demoDeposit(t, owner, '10000');
  bank = await bindBank(t, owner);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

describe('upload limits', () => {
  it('refuses too many fields, an over-long value and an over-long name with payload_too_large', async () => {
    const id = await paidWithdrawal();
    const base: Part[] = [
      { field: 'withdrawId', value: id },
      { field: 'status', value: 'received' },
    ];
    const extra = Array.from({ length: 5 }, (_, i): Part => ({ field: `x${i}`, value: '1' }));
    expect(codeOf(await send(owner, [...base, ...extra]))).toEqual([413, 'payload_too_large']);
    expect(
      codeOf(await send(owner, [...base, { field: 'receivedAmount', value: '1'.repeat(5000) }])),
    ).toEqual([413, 'payload_too_large']);
    expect(codeOf(await send(owner, [...base, { field: 'n'.repeat(500), value: '1' }]))).toEqual([
      413,
      'payload_too_large',
    ]);
    // None of the refusals confirmed anything: the withdrawal can still be confirmed.
    expect((await send(owner, [...base, { file: 'p.png', data: png }])).json()).toMatchObject({
      value: { receipt: { status: 'received', proofCount: 1 } },
    });
  });

  it("answers not_found for another member's withdrawal without reading its files", async () => {
    const id = await paidWithdrawal();
    const fields: Part[] = [
      { field: 'withdrawId', value: id },
      { field: 'status', value: 'not_received' },
    ];
    // Had the files been read first, these would answer image_too_large and unsupported_media_type.
    const oversized = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    expect(codeOf(await send(stranger, [...fields, { file: 'big.png', data: oversized }]))).toEqual([
      404,
      'not_found',
    ]);
    const text = Buffer.from('not an image');
    expect(codeOf(await send(stranger, [...fields, { file: 'x.png', data: text }]))).toEqual([
      404,
      'not_found',
    ]);
    // Files before the fields cannot be checked first: refused, also for the owner.
    expect(codeOf(await send(owner, [{ file: 'p.png', data: png }, ...fields]))).toEqual([
      400,
      'bad_request',
    ]);
    expect(codeOf(await send(owner, [...fields, { file: 'p.png', data: png }]))[0]).toBe(200);
  });

  it('answers a refused withdrawal while the file is still being uploaded', async () => {
    const id = await paidWithdrawal();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: routes.withdrawReceipt.path,
      headers: { ...bearer(stranger.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('error', () => undefined);
    // The fields and the start of a file; the rest of the file and the closing boundary never come.
    req.write(
      Buffer.concat([fieldPart('withdrawId', id), fieldPart('status', 'received'), fileHead('a.png'), png]),
    );
    req.write(Buffer.alloc(256 * 1024));
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    const closed = once(req.socket!, 'close');
    let text = '';
    for await (const chunk of res) text += (chunk as Buffer).toString();
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ success: false, code: 'not_found' });
    // The server hangs up rather than reading the rest of the upload or keeping the connection open.
    expect(res.headers.connection).toBe('close');
    await closed;
    expect(await new Promise((r) => t.app.server.getConnections((_e, n) => r(n)))).toBe(0);
  });
});
