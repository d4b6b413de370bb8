import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeBankAccountNumber } from '@gp/contract/wallet-rules';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';

/** Bank account numbers typed with spaces or dashes are accepted and stored as digits (issue 14). */
let t: TestApp;
let h: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const bind = (m: TestMember, accountNumber: unknown) =>
  call(t, m, 'bankAccountBind', {
    body: { accountName: 'Kim Holder', accountNumber, bankName: 'Demo Bank' },
  });
const stored = async (m: TestMember) =>
  (
    await h.db
      .selectFrom('bank_accounts')
      .select('account_number')
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute()
  ).map((r) => r.account_number);

describe('normalizeBankAccountNumber', () => {
  it('drops spaces (any whitespace) and dashes, nothing else', () => {
    expect(normalizeBankAccountNumber('1102-345 678')).toBe('1102345678');
    expect(normalizeBankAccountNumber(' 110\t2-3-45\u00a0678 ')).toBe('1102345678');
    expect(normalizeBankAccountNumber('12.34/56')).toBe('12.34/56');
  });
});

describe('binding a bank account number', () => {
  it('accepts spaces and dashes and stores the digits only', async () => {
    const m = await createMember(h);
    const res = await bind(m, ' 1102-345 678 ');
    expect(res.json()).toMatchObject({ success: true, value: { accountNumber: '******5678' } });
    expect(await stored(m)).toEqual(['1102345678']);
  });

  it('treats the same digits typed differently as the same account', async () => {
    const m = await createMember(h);
    expect((await bind(m, '110-234-5678')).statusCode).toBe(200);
    const again = await bind(m, '110 234 5678');
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([400, 'bank_account_limit']);
    expect(await stored(m)).toEqual(['1102345678']);
  });

  it('refuses anything that is not 6-32 digits once spaces and dashes are gone, storing nothing', async () => {
    const m = await createMember(h);
    for (const bad of [
      '12-34',
      '1102.345.678',
      '1102345678a',
      '１１０２３４５６７８',
      ' - ',
      '1'.repeat(33),
    ]) {
      const res = await bind(m, bad);
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([
        400,
        'invalid_bank_account_number',
      ]);
    }
    const wrongType = await bind(m, 1102345678);
    expect([wrongType.statusCode, wrongType.json<{ code: string }>().code]).toEqual([400, 'bad_request']);
    expect(await stored(m)).toEqual([]);
  });
});
