import { sessionKeys } from '@gp/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from '../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { useAuthModals } from './auth-modals-store';
import { AuthModalsHost } from './components/auth-modals-host';
import { LoginForm } from './components/login-form';
import { logout } from './session-actions';

const env = setupWebTests();

beforeEach(() => {
  resetSession();
  useAuthModals.getState().close();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

const loginValue = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-new',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  member: memberFixture(),
  ...overrides,
});

const ok = (value: unknown) => () => jsonResponse({ success: true, value });

/** The login form on /login (player) or /agent (agent portal) with the auth modals above it. */
const renderLogin = (path: '/login' | '/agent') => {
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
          { path: '/agent', element: <LoginForm portal="agent" /> },
          { path: '/agentHome', element: <p>agent centre</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(router);
  return router;
};

const fillAndSubmit = async (username = 'demo_member', password = 'Demo1234!') => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), `  ${username} `);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
};

const loginBody = (call: RecordedCall) =>
  decryptBody(env.keys.privateKey, call.body as { key: string; iv: string; data: string });

describe('login flow (spec 4.2)', () => {
  it('validates the form as a group before calling the server', async () => {
    const server = scriptedFetch({});
    renderLogin('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username and password.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('solves the challenge, posts the encrypted login, fires the first-login action and shows the after-login modal', async () => {
    const server = scriptedFetch({
      'GET /wps/captcha/challenge': async () =>
        jsonResponse({ success: true, value: await challengeFor(42) }),
      'POST /wps/session/login': ok(loginValue({ firstTimeLogin: true })),
      'POST /wps/member/firstLogin': ok({ firstTimeLogin: false }),
      'GET /wps/member/info': ok(memberFixture()),
      'GET /wps/member/info/icon': ok({ icon: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    });
    const router = renderLogin('/login');
    await fillAndSubmit();

    expect(await screen.findByRole('dialog', { name: 'Welcome, Demo Member' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const body = await loginBody(server.callsTo('/wps/session/login')[0]!);
    expect(body).toMatchObject({
      type: 'username',
      username: 'demo_member',
      password: 'Demo1234!',
      portal: 'player',
      challenge: { number: 42, algorithm: 'SHA-256' },
    });
    expect(server.callsTo('/wps/member/firstLogin')).toHaveLength(1);
    expect(server.callsTo('/wps/member/firstLogin')[0]!.headers.authorization).toBe('Bearer tok-new');
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('tok-new');
    expect(sessionStorage.getItem(sessionKeys.nickname)).toBe('Demo Member');
    expect(sessionStorage.getItem(sessionKeys.account)).toBe('demo_member');
    expect(sessionStorage.getItem(sessionKeys.username)).toBe('demo_member');
    expect(sessionStorage.getItem(sessionKeys.customerId)).toBe('7');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isAgent: false, isTrial: false });
  });

  it('opens the change-password modal instead when the password must change', async () => {
    const server = scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': ok(loginValue({ mustChangePassword: true })),
    });
    renderLogin('/login');
    await fillAndSubmit('demo_init', 'Init1234!');

    expect(await screen.findByRole('dialog', { name: 'Change your password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(server.callsTo('/wps/member/info')).toHaveLength(0);
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('tok-new');
  });

  it('checks the new password against the register rule and the confirmation', async () => {
    scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': ok(loginValue({ mustChangePassword: true })),
    });
    renderLogin('/login');
    const user = await fillAndSubmit('demo_init', 'Init1234!');
    await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(screen.getByLabelText('Current password'), 'Init1234!');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('8-20 characters combining letters and digits.')).toBeTruthy();
    expect(screen.getByText('The two entries are inconsistent.')).toBeTruthy();
  });

  it('shows the translated error and then the image captcha when the failure asks for it', async () => {
    const server = scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': () =>
        jsonResponse({ success: false, code: 'wrong_account_or_password', value: { captcha: true } }, 400),
      'GET /wps/captcha': ok({ id: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 120 }),
    });
    renderLogin('/login');
    const user = await fillAndSubmit('demo_member', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect account or password.');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false);

    // The captcha is now required, and travels with the next attempt.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha.')).toBeTruthy();
    await user.type(screen.getByLabelText('Captcha'), 'ab12c');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(server.callsTo('/wps/session/login')).toHaveLength(2));
    expect(await loginBody(server.callsTo('/wps/session/login')[1]!)).toMatchObject({
      captcha: 'ab12c',
      captchaId: 'cap-1',
    });
  });

  it('says to wait 5 minutes after too many requests', async () => {
    scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': () => jsonResponse({ success: false, code: 'too_many_requests' }, 429),
    });
    renderLogin('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again after 5 minutes.',
    );
  });

  it('logs an agent in on the agent page with portal agent and goes to /agentHome', async () => {
    const agent = memberFixture({ account: 'demo_agent', nickname: 'Demo Agent', type: 1, isAgent: true });
    const server = scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': ok(loginValue({ member: agent })),
      'GET /wps/member/info': ok(agent),
    });
    const router = renderLogin('/agent');
    await fillAndSubmit('demo_agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(await loginBody(server.callsTo('/wps/session/login')[0]!)).toMatchObject({ portal: 'agent' });
    expect(sessionStorage.getItem(sessionKeys.isAgent)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows error_not_agent translated when a member logs in on the agent page', async () => {
    scriptedFetch({
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/login': () => jsonResponse({ success: false, code: 'error_not_agent' }, 403),
    });
    const router = renderLogin('/agent');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is not an agent and cannot log in here.',
    );
    expect(router.state.location.pathname).toBe('/agent');
  });
});

describe('logout (spec 4.1)', () => {
  it('calls logout, clears session storage but the closed popups, and stores the merchant values again', async () => {
    const server = scriptedFetch({ 'DELETE /wps/session/logout': ok({ loggedOut: true }) });
    sessionStorage.setItem(sessionKeys.token, 'tok-old');
    sessionStorage.setItem(sessionKeys.gameVendor, '[]');
    sessionStorage.setItem('announcement-closed-1', 'true');
    sessionStorage.setItem(sessionKeys.closedPopups, JSON.stringify(['popup-guest-welcome']));
    useSessionStore.getState().setMember(memberFixture({ isAgent: true }));

    await logout();

    expect(server.callsTo('/wps/session/logout')[0]!.headers.authorization).toBe('Bearer tok-old');
    expect(sessionStorage.getItem(sessionKeys.token)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.gameVendor)).toBeNull();
    expect(sessionStorage.getItem('announcement-closed-1')).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.merchantCode)).toBe('DEMO');
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.merchant) ?? '{}')).toMatchObject({
      merchantCode: 'DEMO',
    });
    expect(sessionStorage.getItem(sessionKeys.validate)).not.toBeNull();
    // Popups closed in this browser session stay closed (spec 4.9 "once per session").
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.closedPopups) ?? 'null')).toEqual([
      'popup-guest-welcome',
    ]);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, isAgent: false, token: null });
  });
});
