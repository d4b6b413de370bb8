import { sessionKeys } from '@gp/contract/constants';
import type { RegisterSettings } from '@gp/contract/system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { RegisterPanel } from './register-panel';

const env = setupWebTests();

const any = (min: number, max: number, required = true) => ({
  enabled: true,
  required,
  acceptedPattern: '*',
  patternId: 1,
  minLength: min,
  maxLength: max,
});

const settings: RegisterSettings = {
  rules: {
    username: { ...any(6, 16), acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 2 },
    password: any(6, 20),
    confirmPassword: any(6, 20),
    mobileNum: { ...any(8, 15), acceptedPattern: '^[0-9]+$', patternId: 7 },
    email: { ...any(6, 100, false), acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 4 },
    affiliateCode: { ...any(4, 16, false), acceptedPattern: '^[A-Za-z0-9]+$', patternId: 5 },
    qqNum: { ...any(5, 12), enabled: false },
  },
  minimumAge: 18,
  termsRequired: true,
};

const flags = { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true };

const usePermission = (flagSet: Record<string, boolean>) => {
  const permission = permissionFixture(env.keys.publicKey, flagSet);
  useSiteStore.getState().setPermission(permission, '', '');
};

beforeEach(() => {
  resetSession();
  usePermission(flags);
  // The rules come from session storage `validate` (spec 3), as start-up stores them.
  sessionStorage.setItem(sessionKeys.validate, JSON.stringify(settings));
});

const ok = (value: unknown) => () => jsonResponse({ success: true, value });
const countryCodes = ok([{ countryCode: 'KR', countryDialingCode: '+82' }]);

const renderRegister = () => {
  const onDone = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/register', element: <RegisterPanel onDone={onDone} /> },
    ],
    { initialEntries: ['/register'] },
  );
  renderWithProviders(router);
  return { router, onDone };
};

/** Fills the username tab so that only what a test changes can fail. */
const fillUsernameTab = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('tab', { name: 'Username' }));
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01055556666');
  await user.type(screen.getByLabelText('Verification code'), '123456');
};

describe('registration form (spec 4.4, 5)', () => {
  it('offers the enabled tabs with mobile first and only the fields the rules enable', async () => {
    scriptedFetch({ 'GET /wps/system/countryCodes': countryCodes });
    renderRegister();
    const mobileTab = screen.getByRole('tab', { name: 'Mobile number' });
    expect(mobileTab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(within(panel).getByLabelText('Email (optional)')).toBeTruthy();
    expect(within(panel).getByLabelText('Invitation code (optional)')).toBeTruthy();
    expect(within(panel).queryByLabelText(/QQ/)).toBeNull();
    expect(within(panel).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(await within(panel).findByRole('option', { name: 'KR +82' })).toBeTruthy();
  });

  it('shows every required field of each tab on first open, before any submit (issue 14 item 9a)', async () => {
    const server = scriptedFetch({ 'GET /wps/system/countryCodes': countryCodes });
    const user = userEvent.setup();
    renderRegister();
    const required = (panel: HTMLElement, names: string[]) => {
      for (const name of names) {
        const field = within(panel).getByLabelText(name, { selector: 'input' });
        expect(field.getAttribute('aria-required'), name).toBe('true');
      }
    };
    // Mobile tab (default): number, SMS code, password and confirmation.
    required(screen.getByRole('tabpanel'), [
      'Mobile number',
      'Verification code',
      'Password',
      'Confirm password',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Send code' })).toBeTruthy();

    // Username tab: its own account fields, and the mobile number and SMS code the rules require.
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    const panel = screen.getByRole('tabpanel');
    required(panel, ['Username', 'Password', 'Confirm password', 'Mobile number', 'Verification code']);
    expect(within(panel).getByRole('button', { name: 'Send code' })).toBeTruthy();
    // Nothing was submitted to make them appear.
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('shows only the username tab when mobile registration is off', () => {
    scriptedFetch({ 'GET /wps/system/countryCodes': countryCodes });
    usePermission({ USERNAMEREG3: true, REGMOBVERF3: true });
    renderRegister();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
  });

  it('shows the pattern messages with min and max and calls nothing while the form is invalid', async () => {
    const server = scriptedFetch({ 'GET /wps/system/countryCodes': countryCodes });
    renderRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.type(screen.getByLabelText('Email (optional)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('6-16 characters: start with a letter, then letters and digits.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Please enter 6-20 characters.')).toHaveLength(2);
    expect(screen.getByText('8-15 digits only.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address (6-100 characters).')).toBeTruthy();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows an inline error when the terms are unchecked', async () => {
    const server = scriptedFetch({ 'GET /wps/system/countryCodes': countryCodes });
    renderRegister();
    const user = userEvent.setup();
    await fillUsernameTab(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(server.callsTo('/wps/member/register')).toHaveLength(0);
  });

  it('checks an invitation code first and shows the warning popup when it is invalid', async () => {
    const server = scriptedFetch({
      'GET /wps/system/countryCodes': countryCodes,
      'GET /wps/agent/affiliate': ok({ valid: false }),
    });
    renderRegister();
    const user = userEvent.setup();
    await fillUsernameTab(user);
    await user.type(screen.getByLabelText('Invitation code (optional)'), 'NOPE999');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const popup = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(within(popup).getByText('Invalid invitation code.')).toBeTruthy();
    expect(server.callsTo('/wps/member/register')).toHaveLength(0);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('puts a server field error on its field', async () => {
    scriptedFetch({
      'GET /wps/system/countryCodes': countryCodes,
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor(5) }),
      'PUT /wps/member/register': () =>
        jsonResponse(
          {
            success: false,
            code: 'invalid_field',
            value: { field: 'email', reason: 'pattern', messageKey: 'pattern_email', min: 6, max: 100 },
          },
          400,
        ),
    });
    renderRegister();
    const user = userEvent.setup();
    await fillUsernameTab(user);
    await user.type(screen.getByLabelText('Email (optional)'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email (optional)');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address (6-100 characters).',
    );
  });

  it('registers, loads the member and goes home', async () => {
    const server = scriptedFetch({
      'GET /wps/system/countryCodes': countryCodes,
      'GET /wps/captcha/challenge': async () => jsonResponse({ success: true, value: await challengeFor(5) }),
      'PUT /wps/member/register': ok({
        token: 'tok-reg',
        firstTimeLogin: true,
        passwordExpired: false,
        mustChangePassword: false,
        member: memberFixture({ account: 'player01', nickname: 'player01' }),
      }),
      'GET /wps/member/info': ok(memberFixture({ account: 'player01', nickname: 'player01' })),
    });
    const { router, onDone } = renderRegister();
    const user = userEvent.setup();
    await fillUsernameTab(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(onDone).toHaveBeenCalled();
    expect(useSessionStore.getState().isLogin).toBe(true);
    const body = await decryptBody(
      env.keys.privateKey,
      server.callsTo('/wps/member/register')[0]!.body as { key: string; iv: string; data: string },
    );
    expect(body).toMatchObject({
      username: 'player01',
      mobileNum: '01055556666',
      countryDialingCode: '+82',
      verificationCode: '123456',
      termsAccepted: true,
      registerMethod: 'WEB',
      login: true,
      challenge: { algorithm: 'SHA-256', number: 5 },
    });
  });
});
