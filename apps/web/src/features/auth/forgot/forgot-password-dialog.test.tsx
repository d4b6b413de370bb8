import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderWithProviders, setupWebTests } from '../../../test/render';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';

const env = setupWebTests();

const renderForgot = (flags: Record<string, boolean>) => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey, flags), '', '');
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <ForgotPasswordDialog onClose={onClose} /> }]);
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

  it('by e-mail: validates, then confirms that a password was sent and closes on OK', async () => {
    const server = scriptedFetch({
      'POST /wps/member/password/email': () => jsonResponse({ success: true, value: { sent: true } }),
    });
    const onClose = renderForgot({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a new password' }));
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(server.callsTo('/wps/member/password/email')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo_member');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'demo_member@demo-gaming.example');
    await user.click(screen.getByRole('button', { name: 'Send a new password' }));
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(server.callsTo('/wps/member/password/email')[0]!.body).toEqual({
      username: 'demo_member',
      email: 'demo_member@demo-gaming.example',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
