import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { verifyPassword } from '../../lib/password-hash.js';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { freshNumber, outbox } from '../../test/verification-helpers.js';
import { addSession, call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';

/**
 * My account (issue 18): personal fields under the merchant's rules, binding a mobile or e-mail by a
 * code, resetting the payment password by a code.
 */
let t: TestApp;
let h: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

interface Field {
  name: string;
  value: string | null;
  required: boolean;
  locked: string | null;
}
const profile = async (m: TestMember) =>
  (await call(t, m, 'profile')).json<{ value: { fields: Field[] } }>().value;
const field = async (m: TestMember, name: string) => (await profile(m)).fields.find((f) => f.name === name);
const save = (m: TestMember, values: Record<string, string>) =>
  call(t, m, 'profileSave', { body: { values } });
const lastCode = async (channel: 'sms' | 'email', to: string) => {
  const [newest] = await outbox(t.app, channel, to);
  return /\b(\d{6})\b/.exec(newest!.text)![1]!;
};
let serial = 0;
const freshEmail = () => `me.${process.pid}.${(serial += 1)}@example.com`;

describe('personal fields', () => {
  it('shows the merchant fields in order and saves valid values all together', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const view = await profile(m);
    expect(view.fields.map((f) => f.name)).toEqual([
      'nickname',
      'realName',
      'birthday',
      'address',
      'nationality',
      'occupation',
      'sourceOfIncome',
      'idNumber',
      'whatsapp',
      'telegram',
      'line',
    ]);
    const saved = await save(m, {
      nickname: 'Lucky Kim',
      address: '12 Sejong-daero, Seoul',
      nationality: 'Korea',
      occupation: 'Engineer',
      sourceOfIncome: 'Salary',
      telegram: '@luckykim',
    });
    expect(saved.statusCode).toBe(200);
    expect(await field(m, 'telegram')).toMatchObject({ value: '@luckykim', locked: null });
    expect(await field(m, 'nickname')).toMatchObject({ value: 'Lucky Kim', required: true });
    const audit = await h.db
      .selectFrom('profile_changes')
      .select('field')
      .where('member_id', '=', m.id)
      .execute();
    expect(audit.map((a) => a.field).sort()).toEqual(
      ['address', 'nationality', 'nickname', 'occupation', 'sourceOfIncome', 'telegram'].sort(),
    );
  });

  it('refuses a breach of a rule, a hidden field and an under-age birthday, writing nothing', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    expect((await save(m, { address: 'Somewhere 1', telegram: 'has space' })).json()).toMatchObject({
      code: 'invalid_field',
      value: { field: 'telegram', reason: 'pattern' },
    });
    expect(await field(m, 'address')).toMatchObject({ value: null });
    expect((await save(m, { nickname: '' })).json()).toMatchObject({
      code: 'invalid_field',
      value: { field: 'nickname', reason: 'required' },
    });
    expect((await save(m, { qq: '123456' })).json()).toMatchObject({ code: 'field_not_editable' });
    expect((await save(m, { birthday: '2024-02-30' })).json()).toMatchObject({ code: 'invalid_field' });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    expect((await save(m, { birthday: young.toISOString().slice(0, 10) })).json()).toMatchObject({
      code: 'under_age',
    });
    expect((await call(t, m, 'profileSave', { body: { values: { nickname: 5 } } })).statusCode).toBe(400);
    expect((await call(t, m, 'profileSave', { body: { values: { unknownField: 'x' } } })).statusCode).toBe(
      400,
    );
  });

  it('locks a field once set, and the real name once a bank account is bound', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    expect((await save(m, { idNumber: 'AB1234567' })).statusCode).toBe(200);
    expect(await field(m, 'idNumber')).toMatchObject({ locked: 'set' });
    expect((await save(m, { idNumber: 'ZZ0000000' })).json()).toMatchObject({
      code: 'field_locked',
      value: { field: 'idNumber' },
    });
    // The same value again is no change.
    expect((await save(m, { idNumber: 'AB1234567' })).statusCode).toBe(200);
    await h.db.updateTable('members').set({ payee_name: 'Kim Min-jun' }).where('id', '=', m.id).execute();
    await h.db
      .insertInto('bank_accounts')
      .values({
        member_id: m.id,
        account_name: 'Kim Min-jun',
        account_number: '1102345678',
        bank_name: 'Demo Bank',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await field(m, 'realName')).toMatchObject({ value: 'Kim Min-jun', locked: 'bank' });
    expect((await save(m, { realName: 'Somebody Else' })).json()).toMatchObject({ code: 'field_locked' });
  });

  it('keeps both of two racing saves of different fields', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const results = await Promise.all([
      save(m, { address: '1 First Street' }),
      save(m, { occupation: 'Teacher' }),
      save(m, { nationality: 'Vietnam' }),
      save(m, { telegram: '@racer' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const values = Object.fromEntries((await profile(m)).fields.map((f) => [f.name, f.value]));
    expect(values).toMatchObject({
      address: '1 First Street',
      occupation: 'Teacher',
      nationality: 'Vietnam',
      telegram: '@racer',
    });
  });
});

describe('binding a mobile and an e-mail', () => {
  it('binds an e-mail by its code, then changes it only with the login password and tells the old one', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const first = freshEmail();
    expect(
      (await call(t, m, 'contactCode', { body: { channel: 'email', email: first } })).json(),
    ).toMatchObject({
      success: true,
      value: { expiredMinutes: 10 },
    });
    expect(
      (await call(t, m, 'contactVerify', { body: { channel: 'email', code: '000000' } })).json(),
    ).toMatchObject({
      code: 'invalid_verification_code',
    });
    const bound = await call(t, m, 'contactVerify', {
      body: { channel: 'email', code: await lastCode('email', first) },
    });
    expect(bound.json()).toMatchObject({ value: { email: first } });
    // Replayed: the code is spent.
    expect(
      (
        await call(t, m, 'contactVerify', {
          body: { channel: 'email', code: await lastCode('email', first) },
        })
      ).json(),
    ).toMatchObject({ code: 'no_code_pending' });

    const second = freshEmail();
    expect(
      (await call(t, m, 'contactCode', { body: { channel: 'email', email: second } })).json(),
    ).toMatchObject({
      code: 'login_password_incorrect',
    });
    expect(
      (
        await call(t, m, 'contactCode', { body: { channel: 'email', email: second, loginPassword: 'nope' } })
      ).json(),
    ).toMatchObject({ code: 'login_password_incorrect' });
    expect(
      (
        await call(t, m, 'contactCode', {
          body: { channel: 'email', email: second, loginPassword: 'Secret123!' },
        })
      ).statusCode,
    ).toBe(200);
    await call(t, m, 'contactVerify', { body: { channel: 'email', code: await lastCode('email', second) } });
    expect((await profile(m as never)) as unknown).toMatchObject({ email: second });
    const notices = await outbox(t.app, 'email', first);
    expect(notices[0]!.text).toContain('e-mail address was just changed');

    const other = await createMember(h, { loginPassword: 'Secret123!' });
    expect(
      (
        await call(t, other, 'contactCode', { body: { channel: 'email', email: second.toUpperCase() } })
      ).json(),
    ).toMatchObject({
      code: 'email_registered',
    });
  });

  it('binds a mobile number by SMS, refuses one another member has, and five wrong codes end the code', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const phone = freshNumber();
    const send = (who: TestMember) =>
      call(t, who, 'contactCode', {
        body: { channel: 'sms', mobileNum: phone.national, countryDialingCode: phone.dialingCode },
      });
    expect((await send(m)).statusCode).toBe(200);
    expect((await send(m)).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call(t, m, 'contactVerify', { body: { channel: 'sms', code: '000000' } })).json(),
      ).toMatchObject({
        code: 'invalid_verification_code',
      });
    }
    const code = await lastCode('sms', phone.e164);
    expect((await call(t, m, 'contactVerify', { body: { channel: 'sms', code } })).json()).toMatchObject({
      code: 'no_code_pending',
    });
    const other = await createMember(h, { loginPassword: 'Secret123!' });
    expect((await send(other)).statusCode).toBe(200);
    const racing = await Promise.all(
      [0, 1, 2].map(async () =>
        call(t, other, 'contactVerify', {
          body: { channel: 'sms', code: await lastCode('sms', phone.e164) },
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await send(m)).json()).toMatchObject({ code: 'mobile_registered' });
  });
});

describe('racing bindings', () => {
  it('sends one code when several sends race', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const email = freshEmail();
    const sends = await Promise.all(
      [0, 1, 2, 3].map(() => call(t, m, 'contactCode', { body: { channel: 'email', email } })),
    );
    expect(sends.map((s) => s.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(await outbox(t.app, 'email', email)).toHaveLength(1);
  });

  it('binds an e-mail address to one of two members who verify it at the same time', async () => {
    const email = freshEmail();
    const [a, b] = await Promise.all([
      createMember(h, { loginPassword: 'Secret123!' }),
      createMember(h, { loginPassword: 'Secret123!' }),
    ]);
    const codeFor = async (m: TestMember) => {
      expect((await call(t, m, 'contactCode', { body: { channel: 'email', email } })).statusCode).toBe(200);
      return lastCode('email', email);
    };
    const codes = [await codeFor(a), await codeFor(b)];
    const results = await Promise.all(
      [a, b].map((m, i) => call(t, m, 'contactVerify', { body: { channel: 'email', code: codes[i]! } })),
    );
    expect(results.map((r) => r.json<{ code?: string }>().code ?? 'ok').sort()).toEqual([
      'email_registered',
      'ok',
    ]);
    const holders = await h.db.selectFrom('members').select('id').where('email', '=', email).execute();
    expect(holders).toHaveLength(1);
  });
});

describe('payment password reset by code', () => {
  it('needs a bound contact, follows the rule, and sets the new password once', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    expect((await call(t, m, 'paymentPasswordResetCode', { body: { channel: 'sms' } })).json()).toMatchObject(
      {
        code: 'contact_not_bound',
      },
    );
    const email = freshEmail();
    await h.db.updateTable('members').set({ email }).where('id', '=', m.id).execute();
    expect((await call(t, m, 'paymentPasswordResetCode', { body: { channel: 'email' } })).statusCode).toBe(
      200,
    );
    const code = await lastCode('email', email);
    const reset = (body: Record<string, string>) =>
      call(t, m, 'paymentPasswordReset', { body: { channel: 'email', code, ...body } });
    expect((await reset({ paymentPassword: '12ab', confirmPaymentPassword: '12ab' })).json()).toMatchObject({
      code: 'invalid_payment_password_format',
    });
    expect(
      (await reset({ paymentPassword: '246810', confirmPaymentPassword: '246811' })).json(),
    ).toMatchObject({
      code: 'inconsistent_twice',
    });
    expect((await reset({ paymentPassword: '246810', confirmPaymentPassword: '246810' })).statusCode).toBe(
      200,
    );
    const row = await h.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.payment_password_hash!, '246810')).toBe(true);
    expect(
      (await reset({ paymentPassword: '135791', confirmPaymentPassword: '135791' })).json(),
    ).toMatchObject({
      code: 'no_code_pending',
    });
  });
});

describe('operator profile commands', () => {
  const operator = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    return { code, output: lines.join('\n') };
  };

  it('changes a locked real name, recorded as the operator, and sets how a field is offered', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    expect((await save(m, { realName: 'Kim Min-jun' })).statusCode).toBe(200);
    expect((await save(m, { realName: 'Kim Min-joon' })).json()).toMatchObject({ code: 'field_locked' });
    expect(await operator('profile', 'set', m.account, 'realName', 'Kim Min-joon')).toEqual({
      code: 0,
      output: `realName of ${m.account} is changed.`,
    });
    expect(await field(m, 'realName')).toMatchObject({ value: 'Kim Min-joon', locked: 'set' });
    const shown = await operator('profile', 'show', m.account);
    expect(shown.output).toContain('realName\tKim Min-joon\t(locked: set)');
    expect(shown.output).toMatch(/changed\t\S+\trealName\tby operator/);
    expect((await operator('profile', 'set', m.account, 'telegram', 'bad value')).code).toBe(1);

    expect((await operator('profile', 'field', 'zalo', 'shown', 'required', 'nolock', '20')).code).toBe(0);
    try {
      expect(await field(m, 'zalo')).toMatchObject({ required: true, value: null });
      expect((await save(m, { zalo: '' })).json()).toMatchObject({ code: 'invalid_field' });
      expect((await operator('profile', 'fields')).output).toContain('zalo\tshown\trequired\tnolock\t20');
    } finally {
      await operator('profile', 'field', 'zalo', 'hidden', 'optional', 'nolock', '13');
    }
    expect(await field(m, 'zalo')).toBeUndefined();
    expect((await operator('profile', 'show', 'nobody_here')).code).toBe(1);
    expect((await operator('profile', 'field', 'zalo', 'visible', 'required', 'nolock', '1')).code).not.toBe(
      0,
    );
  });
});

describe('demo seed', () => {
  it('fills in demo_member personal details on a fresh start', async () => {
    const row = await h.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const demo = { id: row.id, account: 'demo_member', token: await addSession(h, row.id) };
    const values = Object.fromEntries((await profile(demo)).fields.map((f) => [f.name, f.value]));
    expect(values).toMatchObject({
      realName: 'Demo Member',
      birthday: '1990-05-14',
      nationality: 'Korea',
      occupation: 'Software engineer',
    });
  });
});
