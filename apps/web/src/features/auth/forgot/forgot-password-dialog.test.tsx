import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { decryptBody, jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderWithProviders, setupWebTests } from '../../../test/render';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';

const env = setupWebTests();

const renderForgot = (flags: Record<string, boolean>) => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey, flags), '', '');
  const onClose = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <ForgotPasswordDialog onClose={onClose} /> },
    { path: '/login', element: <p>Login page</p> },
  ]);
  renderWithProviders(router);
  return onClose;
};

describe('forgot password (spec 2.5, 4.5)', () => {
  it('shows only the e-mail tab without PHONEPWD3', () => {
    renderForgot({ PHONEPWD3: false });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email']);
  });

  it('adds the mobile number tab with PHONEPWD3', async () => {
    scriptedFetch({
      'GET /wps/system/countryCodes': () =>
        jsonResponse({ success: true, value: [{ countryCode: 'KR', countryDialingCode: '+82' }] }),
    });
    renderForgot({ PHONEPWD3: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email', 'Mobile number']);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  const sentAnswer = () => jsonResponse({ success: true, value: { sent: true, expiredMinutes: 15 } });

  /** Fills step one and submits it; resolves once "Check your inbox" shows. */
  const requestCode = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo_member');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'demo_member@demo-gaming.example');
    await user.click(screen.getByRole('button', { name: 'Send a reset code' }));
    await screen.findByText('Check your inbox');
  };

  it('by e-mail: validates, requests a code, then asks for it with the new password', async () => {
    const server = scriptedFetch({ 'POST /wps/member/password/email': sentAnswer });
    renderForgot({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a reset code' }));
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(server.callsTo('/wps/member/password/email')).toEqual([]);

    await requestCode(user);
    expect(server.callsTo('/wps/member/password/email')[0]!.body).toEqual({
      username: 'demo_member',
      email: 'demo_member@demo-gaming.example',
    });
    expect(screen.getByRole('status').textContent).toContain(
      'a reset code has been sent to demo_member@demo-gaming.example. It works once and expires in 15 minutes.',
    );
    expect(screen.getByRole('textbox', { name: 'Reset code' })).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy();
  });

  it('by e-mail: checks the code form, shows a refused code on its field, then sets the password', async () => {
    let answer = jsonResponse(
      { success: false, code: 'invalid_verification_code', message: 'Invalid verification code' },
      400,
    );
    const server = scriptedFetch({
      'POST /wps/member/password/email': sentAnswer,
      'POST /wps/member/password/email/reset': () => answer,
    });
    const onClose = renderForgot({});
    const user = userEvent.setup();
    await requestCode(user);

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter the reset code from the email.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reset code' }), 'abcde-fghjk');
    await user.type(screen.getByLabelText('New password'), 'Fresh4567');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh4568');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two entries are inconsistent.')).toBeTruthy();
    expect(server.callsTo('/wps/member/password/email/reset')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh4567');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    const codeField = screen.getByRole('textbox', { name: 'Reset code' });
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    expect(codeField.getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse({ success: true, value: { account: 'demo_member' } });
    await user.clear(codeField);
    await user.type(codeField, 'ABCDE-FGHJ0');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    const calls = server.callsTo('/wps/member/password/email/reset');
    expect(calls).toHaveLength(2);
    expect(
      await decryptBody(env.keys.privateKey, calls[1]!.body as { key: string; iv: string; data: string }),
    ).toEqual({
      username: 'demo_member',
      code: 'ABCDE-FGHJ0',
      newPassword: 'Fresh4567',
      confirmNewPassword: 'Fresh4567',
    });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('by e-mail: "Send a new code" goes back to step one with the username and e-mail kept', async () => {
    const server = scriptedFetch({ 'POST /wps/member/password/email': sentAnswer });
    renderForgot({});
    const user = userEvent.setup();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe('demo_member');
    await user.click(screen.getByRole('button', { name: 'Send a reset code' }));
    await screen.findByText('Check your inbox');
    expect(server.callsTo('/wps/member/password/email')).toHaveLength(2);
  });
});
