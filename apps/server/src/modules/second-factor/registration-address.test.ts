import { whitelabelFlags } from '@gp/contract/whitelabel';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import { setupRegistrationApp } from '../../test/register-helpers.js';
import { freshIp, setFlag } from '../../test/verification-helpers.js';

/**
 * A new account proves itself by registering: with the second factor on, registration opens the session
 * without asking, and the address it registered from is known to later logins (issue 18).
 */
const env = setupRegistrationApp(systemClock);
beforeAll(async () => {
  await setFlag(env.db.db, whitelabelFlags.loginSecondFactor, true);
});

const logIn = async (username: string, ip: string) =>
  callEncrypted(
    env.t.app,
    'login',
    { type: 'username', username, password: 'Abc12345', challenge: await solvedChallenge(env.t.app) },
    { 'x-forwarded-for': ip },
  );

describe('second factor and registration', () => {
  it('registers without a second factor and knows the address later, asking elsewhere', async () => {
    const home = freshIp();
    const { body } = await env.reg.body();
    const registered = await callEncrypted(env.t.app, 'register', body, { 'x-forwarded-for': home });
    expect(registered.json<{ value: { token?: string } }>().value.token).toMatch(/\S/);
    const username = body.username as string;
    const away = await logIn(username, freshIp());
    expect(away.json()).toMatchObject({ code: 'login_2fa', value: { methods: ['sms'] } });
    expect((await logIn(username, home)).statusCode).toBe(200);
  });
});
