import { sessionKeys } from '@gp/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { createMemoryRouter, Outlet } from '../../lib/router';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import {
  challengeFor,
  decryptBody,
  jsonResponse,
  memberFixture,
  permissionFixture,
  scriptedFetch,
  type RecordedCall,
} from '../../test/fixtures';
import { renderInMemoryRouter, renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { useAuthModals } from '../auth/auth-modals-store';
import { AuthModalsHost } from '../auth/components/auth-modals-host';
import { LoginForm } from '../auth/components/login-form';
import { trustedDeviceKey } from '../auth/login-flow';
import { AuthenticatorCard } from './components/authenticator-card';
import { secondFactorPack } from './i18n/packs';

const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), secondFactorPack)();
});
beforeEach(() => {
  resetSession();
  localStorage.clear();
  useAuthModals.getState().close();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

const ok = (value: unknown) => () => jsonResponse({ success: true, value });
const ticket = 'T'.repeat(43);
const deviceToken = 'D'.repeat(43);
const bodyOf = (call: RecordedCall) =>
  decryptBody(env.keys.privateKey, call.body as { key: string; iv: string; data: string });

const renderLogin = () => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AuthModalsHost />
          </>
        ),
        children: [
          { path: '/', element: <p>home page</p> },
          {
            path: '/login',
            element: <LoginForm portal="player" onClose={() => void router.navigate('/')} />,
          },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithProviders(router);
  return router;
};

describe('second factor of login (spec 4.2 step 5)', () => {
  it('asks at a new location, takes the bank account name, trusts the browser and logs in', async () => {
    let answers = 0;
    const server = scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': () =>
        jsonResponse(
          {
            success: false,
            code: 'login_2fa',
            message: 'extra verification',
            value: {
              ticket,
              methods: ['totp', 'bank'],
              mobile: null,
              email: null,
              expiresAt: '2026-11-28T10:00:00Z',
            },
          },
          400,
        ),
      'POST /wps/session/login/verify': () => {
        answers += 1;
        return answers === 1
          ? jsonResponse(
              { success: false, code: 'second_factor_wrong', message: 'no', value: { attemptsLeft: 4 } },
              400,
            )
          : jsonResponse({
              success: true,
              value: {
                token: 'tok-2fa',
                firstTimeLogin: false,
                passwordExpired: false,
                mustChangePassword: false,
                member: memberFixture(),
                deviceToken,
              },
            });
      },
      'GET /wps/member/info': ok(memberFixture()),
      'GET /wps/member/info/icon': ok({ icon: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    });
    const router = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'How to confirm' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByLabelText('6-digit code from your authenticator app')).toBeTruthy();
    await user.click(within(methods).getByRole('radio', { name: 'Name on your bank account' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByText('Please enter it.')).toBeTruthy();
    expect(server.callsTo('/wps/session/login/verify')).toHaveLength(0);

    await user.type(screen.getByLabelText('Full name on a bank account you bound'), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByText('That does not match. 4 tries left.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Full name on a bank account you bound'));
    await user.type(screen.getByLabelText('Full name on a bank account you bound'), 'Demo Member');
    await user.click(screen.getByRole('checkbox', { name: 'Trust this browser for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome back, Demo Member' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await bodyOf(server.callsTo('/wps/session/login/verify')[1]!)).toEqual({
      ticket,
      method: 'bank',
      code: 'Demo Member',
      trustDevice: true,
    });
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('tok-2fa');
    expect(localStorage.getItem(trustedDeviceKey)).toBe(deviceToken);
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('sends the trusted browser with the next login', async () => {
    localStorage.setItem(trustedDeviceKey, deviceToken);
    const server = scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': () =>
        jsonResponse({ success: false, code: 'wrong_account_or_password', message: 'x' }, 400),
    });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(server.callsTo('/wps/session/login')).toHaveLength(1));
    expect(await bodyOf(server.callsTo('/wps/session/login')[0]!)).toMatchObject({ deviceToken });
  });
});

describe('authenticator app card', () => {
  it('sets up with a QR code and a first code, then shows the recovery codes once', async () => {
    sessionStorage.setItem(sessionKeys.token, 'member-token');
    useSessionStore.setState({ isLogin: true, token: 'member-token', member: { id: 7 } as never });
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(i).padStart(5, '0')}`);
    const server = scriptedFetch({
      'GET /wps/member/security/authenticator': () =>
        jsonResponse({
          success: true,
          value: {
            enabled,
            enabledAt: enabled ? '2026-11-28T09:00:00.000Z' : null,
            recoveryCodesLeft: enabled ? 10 : 0,
            trustedDevices: 0,
          },
        }),
      'POST /wps/member/security/authenticator/setup': ok({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Luxe:demo_member?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Luxe',
      }),
      'POST /wps/member/security/authenticator/confirm': () => {
        enabled = true;
        return jsonResponse({ success: true, value: { recoveryCodes: codes } });
      },
    });
    renderInMemoryRouter(<AuthenticatorCard />, '/member');
    const card = await screen.findByRole('region', { name: 'Authenticator app' });
    expect(await within(card).findByText('Off')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Set up' }));
    expect(await within(card).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(card).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(within(card).getByLabelText('Code shown in the app'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    const list = await within(card).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(server.callsTo('/wps/member/security/authenticator/confirm')[0]!.body).toEqual({ code: '123456' });
    await user.click(within(card).getByRole('button', { name: 'I have kept them' }));
    expect(await within(card).findByText(/On since .*10 recovery codes left\./)).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });
});
