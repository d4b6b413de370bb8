import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import {
  challengeFor,
  decryptBody,
  jsonResponse,
  memberFixture,
  permissionFixture,
  scriptedFetch,
} from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { useAuthModals } from '../auth-modals-store';
import { LoginPanel } from './login-panel';

const env = setupWebTests();
beforeEach(() => {
  resetSession();
  useAuthModals.getState().close();
});

const ok = (value: unknown) => () => jsonResponse({ success: true, value });

const renderLogin = (flags: Record<string, boolean>) => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey, flags), '', '');
  const router = createMemoryRouter([
    { path: '/', element: <LoginPanel onClose={() => undefined} onForgotPassword={() => undefined} /> },
  ]);
  renderWithProviders(router);
};

describe('SMS login (spec 4.2)', () => {
  it('has no SMS switch without SMSLOGIN3', () => {
    renderLogin({ SMSLOGIN3: false });
    expect(screen.queryByRole('button', { name: 'SMS code' })).toBeNull();
  });

  it('validates the number, sends the code with a challenge, and logs in by type sms with another', async () => {
    const member = memberFixture();
    const server = scriptedFetch({
      'GET /wps/system/countryCodes': ok([{ countryCode: 'KR', countryDialingCode: '+82' }]),
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor(7) }),
      'POST /wps/verification/sms/login': ok({ expiredMinutes: 1 }),
      // A forced change is never applied to SMS login.
      'POST /wps/session/login': ok({
        token: 'tok-sms',
        firstTimeLogin: false,
        passwordExpired: true,
        mustChangePassword: true,
        member,
      }),
      'GET /wps/member/info': ok(member),
    });
    renderLogin({ SMSLOGIN3: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await screen.findByRole('option', { name: 'KR +82' });

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid mobile number.')).toBeTruthy();
    expect(server.callsTo('/wps/verification/sms/login')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01012345678');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the one-per-second throttle
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeTruthy();
    expect(server.callsTo('/wps/verification/sms/login')[0]!.body).toMatchObject({
      mobileNum: '01012345678',
      countryDialingCode: '+82',
      challenge: { number: 7 },
    });

    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useAuthModals.getState().modal).toEqual({ kind: 'afterLogin' }));
    // One challenge for the code request, a fresh one for the login (each is single use).
    expect(server.callsTo('/wps/captcha/challenge')).toHaveLength(2);
    const body = await decryptBody(
      env.keys.privateKey,
      server.callsTo('/wps/session/login')[0]!.body as { key: string; iv: string; data: string },
    );
    expect(body).toEqual({
      type: 'sms',
      username: '01012345678',
      countryDialingCode: '+82',
      password: '654321',
      challenge: expect.objectContaining({ number: 7, algorithm: 'SHA-256' }) as unknown,
      portal: 'player',
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
  });
});
