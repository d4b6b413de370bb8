import { sessionKeys } from '@gp/contract/constants';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withWholePack } from '../../../i18n/i18n';
import { createMemoryRouter, Outlet } from '../../../lib/router';
import { useSiteStore } from '../../../lib/site-store';
import {
  challengeFor,
  decryptBody,
  jsonResponse,
  memberFixture,
  permissionFixture,
  scriptedFetch,
  type RecordedCall,
} from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { useAuthModals } from '../auth-modals-store';
import { AuthModalsHost } from '../components/auth-modals-host';
import { LoginForm } from '../components/login-form';
import { socialPack } from './i18n/packs';
import { SocialPage } from './social-page';

const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), socialPack)();
});
beforeEach(() => {
  resetSession();
  useAuthModals.getState().close();
});
const withFlag = (on: boolean) =>
  useSiteStore
    .getState()
    .setPermission(permissionFixture(env.keys.publicKey, { [whitelabelFlags.socialSignIn]: on }), '', '');

const ok = (value: unknown) => () => jsonResponse({ success: true, value });
const ticket = 'T'.repeat(43);
const bodyOf = (call: RecordedCall) =>
  decryptBody(env.keys.privateKey, call.body as { key: string; iv: string; data: string });
const loginValue = {
  token: 'tok-social',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  member: memberFixture({ account: 'alice01' }),
};
const memberCalls = {
  'GET /wps/member/info': ok(memberFixture({ account: 'alice01' })),
  'GET /wps/member/info/icon': ok({ icon: 'data:image/svg+xml;base64,PHN2Zy8+' }),
};

const renderAt = (path: string, element: React.ReactNode) => {
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
          { path: path.split('#')[0]!, element },
        ],
      },
    ],
    { initialEntries: [path.split('#')[0]!] },
  );
  renderWithProviders(router);
  return router;
};
/** The page reads the fragment the server's callback redirect left in the address bar. */
const arriveAt = (hash: string) => window.history.replaceState(null, '', `/social#${hash}`);

describe('social sign-in buttons (issue 18)', () => {
  it('shows only the channels the server offers and starts the chosen one', async () => {
    withFlag(true);
    const server = scriptedFetch({
      'GET /wps/session/social/channels': ok({ channels: ['GOOGLE', 'LINE'] }),
      'POST /wps/session/social/start': ok({ url: 'https://accounts.example/authorize?state=x' }),
    });
    renderAt('/login', <LoginForm portal="player" />);
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Facebook|Telegram/ })).toBeNull();
    await userEvent.setup().click(google);
    await waitFor(() => expect(server.callsTo('/wps/session/social/start')).toHaveLength(1));
    expect(server.callsTo('/wps/session/social/start')[0]!.body).toEqual({ channel: 'GOOGLE' });
  });

  it('shows no button and asks nothing while SOCIALLOGIN3 is off', async () => {
    withFlag(false);
    const server = scriptedFetch({});
    renderAt('/login', <LoginForm portal="player" />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText('Or continue with')).toBeNull();
    expect(server.callsTo('/wps/session/social/channels')).toHaveLength(0);
  });
});

describe('the /social page (issue 18)', () => {
  it('creates an account on the short page: suggested username, terms, nothing the provider gave', async () => {
    withFlag(true);
    arriveAt(`ticket=${ticket}`);
    const server = scriptedFetch({
      'POST /wps/session/social/ticket': ok({
        status: 'new',
        channel: 'GOOGLE',
        email: 'alice@example.test',
        name: 'Alice',
        suggestedUsername: 'alice01',
        expiresAt: '2026-11-28T10:00:00Z',
      }),
      'POST /wps/session/social/register': ok(loginValue),
      ...memberCalls,
    });
    const router = renderAt('/social', <SocialPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome! You came from Google' })).toBeTruthy();
    // The ticket left the address bar at once.
    expect(window.location.hash).toBe('');
    expect(screen.getByText(/Your account there: alice@example.test/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Username/).value).toBe('alice01');
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    expect(screen.queryByLabelText(/E-mail/i)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Create account and log in' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(server.callsTo('/wps/session/social/register')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Create account and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await bodyOf(server.callsTo('/wps/session/social/register')[0]!)).toMatchObject({
      ticket,
      username: 'alice01',
      termsAccepted: true,
    });
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('tok-social');
    expect(server.callsTo('/wps/session/social/ticket')[0]!.body).toEqual({ ticket });
  });

  it('links an existing account by its password', async () => {
    withFlag(true);
    arriveAt(`ticket=${ticket}`);
    const server = scriptedFetch({
      'POST /wps/session/social/ticket': ok({
        status: 'new',
        channel: 'LINE',
        email: null,
        name: null,
        suggestedUsername: 'player',
        expiresAt: '2026-11-28T10:00:00Z',
      }),
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor() }),
      'POST /wps/session/social/link': ok(loginValue),
      ...memberCalls,
    });
    const router = renderAt('/social', <SocialPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Link my existing account' }));
    expect(
      screen.getByRole('button', { name: 'Link my existing account' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.type(screen.getByLabelText('Username'), 'alice01');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await bodyOf(server.callsTo('/wps/session/social/link')[0]!)).toMatchObject({
      ticket,
      username: 'alice01',
      password: 'Secret123!',
    });
  });

  it('says why a refused or cancelled sign-in did not finish', async () => {
    withFlag(true);
    arriveAt('error=social_sign_in_cancelled');
    scriptedFetch({});
    renderAt('/social', <SocialPage />);
    expect(await screen.findByRole('heading', { name: 'We could not finish the login' })).toBeTruthy();
    expect(screen.getByText(/The login was cancelled/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a used ticket as expired', async () => {
    withFlag(true);
    arriveAt(`ticket=${ticket}`);
    scriptedFetch({
      'POST /wps/session/social/ticket': () =>
        jsonResponse({ success: false, code: 'social_ticket_invalid', message: 'used' }, 400),
    });
    renderAt('/social', <SocialPage />);
    expect(await screen.findByText(/This login has expired or was already used/)).toBeTruthy();
  });
});
