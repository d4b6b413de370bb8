import { sessionKeys } from '@gp/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { decryptBody, jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { ChangePasswordPage } from './pages/change-password-page';

const env = setupWebTests();
beforeEach(() => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({
    isLogin: true,
    token: 'member-token',
    member: { id: 7, account: 'player1' } as never,
  });
});
afterEach(() => resetSession());

describe('change password page', () => {
  it('changes the password and stays logged in', async () => {
    const user = userEvent.setup();
    const server = scriptedFetch({
      'POST /wps/member/password': () => jsonResponse({ success: true, value: { revokedSessions: 1 } }),
    });
    renderInMemoryRouter(<ChangePasswordPage />, '/member?page=changePassword');
    await user.type(screen.getByLabelText('Current password'), 'Secret123');
    await user.type(screen.getByLabelText('New password'), 'Better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better456');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your password is changed. Your other sessions are logged out.',
    );
    const sent = server.callsTo('/wps/member/password')[0]!.body as { key: string; iv: string; data: string };
    expect(await decryptBody(env.keys.privateKey, sent)).toEqual({
      oldPassword: 'Secret123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });
});
