import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
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

/** Withdrawal receipt confirmation (spec 4.10) with proof images checked by content. */
const clock = createManualClock();
let t: TestApp;
let h: DatabaseHandle;
let m: TestMember;
let bank: number;

const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const jpg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]);

const form = (fields: Record<string, string>, files: { name: string; data: Buffer }[] = []) => {
  const boundary = '----gpboundary7f3a';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${f.name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const confirm = (
  who: TestMember,
  fields: Record<string, string>,
  files: { name: string; data: Buffer }[] = [],
) => {
  const body = form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: routes.withdrawReceipt.path,
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
};

/** A withdrawal of `amount`, paid out by the operator now. */
const paidWithdrawal = async (amount = '1000') => {
  const res = await call(t, m, 'withdraw', { body: { bankAccountId: bank, amount, paymentPassword } });
  const id = res.json<{ value: { order: { id: number } } }>().value.order.id;
  await createCashierDecisions(h.db, 'DEMO', clock).decideWithdraw(id, true);
  return String(id);
};

beforeAll(async () => {
  t = await buildTestApp({ WITHDRAW_RECEIPT_MINUTES: '5', SESSION_IDLE_MINUTES: '600' }, { clock });
  h = openTestDb(t);
  m = await createMember(h);
  await demoDeposit(t, m, '100000');
  bank = await bindBank(t, m);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const codeOf = (res: { statusCode: number; json: <T>() => T }) => [
  res.statusCode,
  res.json<{ code?: string }>().code,
];

describe('withdrawal receipt', () => {
  it('records partly received with the received and remaining amounts and the proof images', async () => {
    const id = await paidWithdrawal('1000');
    const res = await confirm(m, { withdrawId: id, status: 'partly_received', receivedAmount: '600.5' }, [
      { name: 'a.png', data: png },
      { name: 'b.jpg', data: jpg },
    ]);
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        status: 'approved',
        receipt: {
          status: 'partly_received',
          receivedAmount: '600.50',
          remainingAmount: '399.50',
          automatic: false,
          proofCount: 2,
        },
      },
    });
    expect(codeOf(await confirm(m, { withdrawId: id, status: 'received' }))).toEqual([
      400,
      'receipt_not_allowed',
    ]);
  });

  it('refuses files by content, size and count, and bad amounts', async () => {
    const id = await paidWithdrawal('500');
    const fake = Buffer.from('not really a png, just text named .png');
    expect(
      codeOf(await confirm(m, { withdrawId: id, status: 'received' }, [{ name: 'x.png', data: fake }])),
    ).toEqual([415, 'unsupported_media_type']);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      codeOf(await confirm(m, { withdrawId: id, status: 'received' }, [{ name: 'big.png', data: big }])),
    ).toEqual([413, 'image_too_large']);
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, data: png }));
    expect(codeOf(await confirm(m, { withdrawId: id, status: 'received' }, four))).toEqual([
      413,
      'too_many_images',
    ]);
    for (const receivedAmount of ['500', '0', '1.001']) {
      const res = await confirm(m, { withdrawId: id, status: 'partly_received', receivedAmount });
      expect(res.statusCode).toBe(400);
    }
    const other = await createMember(h);
    expect(codeOf(await confirm(other, { withdrawId: id, status: 'received' }))).toEqual([404, 'not_found']);
    // None of the refusals confirmed anything.
    const ok = await confirm(m, { withdrawId: id, status: 'not_received' }, [{ name: 'p.png', data: png }]);
    expect(ok.json()).toMatchObject({
      value: { receipt: { status: 'not_received', receivedAmount: '0.00', proofCount: 1 } },
    });
  });

  it('counts as received when not confirmed in time, and refuses unpaid withdrawals', async () => {
    const id = await paidWithdrawal('300');
    const pending = await call(t, m, 'withdraw', {
      body: { bankAccountId: bank, amount: '200', paymentPassword },
    });
    const pendingId = String(pending.json<{ value: { order: { id: number } } }>().value.order.id);
    expect(codeOf(await confirm(m, { withdrawId: pendingId, status: 'received' }))).toEqual([
      400,
      'receipt_not_allowed',
    ]);
    clock.advance(6 * 60_000);
    expect(codeOf(await confirm(m, { withdrawId: id, status: 'not_received' }))).toEqual([
      400,
      'receipt_not_allowed',
    ]);
    const records = await call(t, m, 'withdrawRecords');
    const rows = records.json<{ value: { content: { id: number; receipt: unknown }[] } }>().value.content;
    expect(rows.find((r) => String(r.id) === id)?.receipt).toMatchObject({
      status: 'received',
      automatic: true,
      receivedAmount: '300.00',
      remainingAmount: '0.00',
    });
    expect(rows.find((r) => String(r.id) === pendingId)?.receipt).toBeNull();
  });
});
