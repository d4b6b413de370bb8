import { sessionKeys } from '@gp/contract/constants';
import type { ActiveSessionsValue } from '@gp/contract/login-activity';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { LoginActivity } from './components/login-activity';
import { loginActivityPack } from './i18n/packs';

setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), loginActivityPack)();
});
afterEach(() => resetSession());

const logIn = () => {
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({ isLogin: true, token: 'member-token', member: { id: 7 } as never });
};
const session = (id: string, current: boolean, browser: string) => ({
  id,
  current,
  createdAt: '2026-11-27T10:00:00.000Z',
  lastSeenAt: '2026-11-28T09:00:00.000Z',
  ip: '8.8.8.8',
  country: 'US',
  device: current ? 'iPhone' : 'Windows',
  browser,
});

describe('login activity', () => {
  it('lists the sessions with this device marked and signs another out', async () => {
    logIn();
    let value: ActiveSessionsValue = {
      sessions: [
        session('aaaaaaaaaaaaaaaa', true, 'Safari 17'),
        session('bbbbbbbbbbbbbbbb', false, 'Chrome 131'),
      ],
    };
    const server = scriptedFetch({
      'GET /wps/member/security/sessions': () => jsonResponse({ success: true, value }),
      'POST /wps/member/security/sessions/revoke': () => {
        value = { sessions: [value.sessions[0]!] };
        return jsonResponse({ success: true, value });
      },
      'GET /wps/member/security/logins': () =>
        jsonResponse({
          success: true,
          value: {
            content: [
              {
                at: '2026-11-28T09:00:00.000Z',
                ip: '8.8.8.8',
                country: 'US',
                device: 'iPhone',
                browser: 'Safari 17',
                result: 'success',
              },
              {
                at: '2026-11-28T08:59:00.000Z',
                ip: '1.1.1.1',
                country: null,
                device: 'Windows',
                browser: 'Chrome 131',
                result: 'wrong_password',
              },
            ],
            pageNum: 1,
            totalPages: 1,
            total: 2,
          },
        }),
    });
    renderInMemoryRouter(<LoginActivity />, '/member');
    const sessions = await screen.findByRole('region', { name: 'Where you are logged in' });
    expect(await within(sessions).findByText('This device')).toBeTruthy();
    fireEvent.click(within(sessions).getByRole('button', { name: 'Log out: Windows · Chrome 131' }));
    expect(await within(sessions).findByText('Session logged out.')).toBeTruthy();
    expect(server.callsTo('/wps/member/security/sessions/revoke')[0]!.body).toEqual({
      id: 'bbbbbbbbbbbbbbbb',
    });
    expect(within(sessions).queryByRole('button', { name: 'Log out all other sessions' })).toBeNull();

    const history = screen.getByRole('region', { name: 'Login attempts' });
    expect(await within(history).findByText('Wrong password')).toBeTruthy();
    expect(within(history).getByText('1.1.1.1 · Unknown location')).toBeTruthy();
  });
});
