import { sessionKeys } from '@gp/contract/constants';
import type { ProfileField, ProfileFieldName, ProfileValue } from '@gp/contract/my-account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import {
  decryptBody,
  jsonResponse,
  memberFixture,
  permissionFixture,
  scriptedFetch,
} from '../../test/fixtures';
import { useSiteStore } from '../../lib/site-store';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { MyAccountCards } from './components/my-account-cards';
import { accountPack } from './i18n/packs';

const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), accountPack)();
});
afterEach(() => resetSession());

const logIn = () => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({ isLogin: true, token: 'member-token', member: { id: 7 } as never });
};
const field = (
  name: ProfileFieldName,
  value: string | null,
  extra: Partial<ProfileField> = {},
): ProfileField => ({
  name,
  value,
  required: false,
  locked: null,
  patternId: 1,
  minLength: 2,
  maxLength: 60,
  ...extra,
});
const profileValue = (overrides: Partial<ProfileValue> = {}): ProfileValue => ({
  fields: [
    field('nickname', 'Lucky', { required: true }),
    field('realName', 'Kim Min-jun', { locked: 'bank' }),
    field('telegram', null),
  ],
  mobile: '+82 •••• 5678',
  email: null,
  minimumAge: 18,
  ...overrides,
});
const ok = (value: unknown) => jsonResponse({ success: true, value });

describe('my account', () => {
  it('saves the personal details, shows a locked field read only and a refused field under it', async () => {
    logIn();
    let saves = 0;
    const server = scriptedFetch({
      'GET /wps/member/profile': () => ok(profileValue()),
      'POST /wps/member/profile': () => {
        saves += 1;
        return saves === 1
          ? jsonResponse(
              {
                success: false,
                code: 'invalid_field',
                message: 'telegram: pattern',
                value: {
                  field: 'telegram',
                  reason: 'pattern',
                  messageKey: 'pattern_no_spaces',
                  min: 5,
                  max: 32,
                },
              },
              400,
            )
          : ok(
              profileValue({
                fields: [field('nickname', 'Lucky', { required: true }), field('telegram', '@lucky')],
              }),
            );
      },
      'GET /wps/member/info': () => ok(memberFixture()),
    });
    renderInMemoryRouter(<MyAccountCards />, '/member');
    const card = await screen.findByRole('region', { name: 'Personal details' });
    const realName = await within(card).findByLabelText('Real name');
    expect(realName.hasAttribute('readonly')).toBe(true);
    expect(
      within(card).getByText('Locked once a bank account is bound. Customer service can change it.'),
    ).toBeTruthy();
    expect(within(card).getByLabelText('Nickname *')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Telegram'), 'has space');
    await user.click(within(card).getByRole('button', { name: 'Save details' }));
    expect(await within(card).findByText(/spaces/i)).toBeTruthy();
    expect(server.callsTo('/wps/member/profile').at(-1)!.body).toEqual({
      values: { nickname: 'Lucky', telegram: 'has space' },
    });
    await user.clear(within(card).getByLabelText('Telegram'));
    await user.type(within(card).getByLabelText('Telegram'), '@lucky');
    await user.click(within(card).getByRole('button', { name: 'Save details' }));
    expect(await within(card).findByText('Your details are saved.')).toBeTruthy();
  });

  it('binds an e-mail address with the code sent to it', async () => {
    logIn();
    let bound = false;
    const server = scriptedFetch({
      'GET /wps/member/profile': () => ok(profileValue({ email: bound ? 'me@example.com' : null })),
      'POST /wps/member/contact/code': () => ok({ expiredMinutes: 10, sentTo: 'm•••@example.com' }),
      'POST /wps/member/contact/verify': () => {
        bound = true;
        return ok(profileValue({ email: 'me@example.com' }));
      },
    });
    renderInMemoryRouter(<MyAccountCards />, '/member');
    const card = await screen.findByRole('region', { name: 'Mobile number and e-mail' });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Bind: E-mail address' }));
    await user.type(await within(card).findByLabelText('E-mail address'), 'me@example.com');
    expect(within(card).queryByLabelText('Login password')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Send code' }));
    expect(await within(card).findByText('We sent a code to the new address. Enter it above.')).toBeTruthy();
    await user.type(within(card).getByLabelText('Verification code'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Your e-mail address is bound.')).toBeTruthy();
    expect(within(card).getByText('me@example.com')).toBeTruthy();
    const sent = server.callsTo('/wps/member/contact/code')[0]!.body as {
      key: string;
      iv: string;
      data: string;
    };
    expect(await decryptBody(env.keys.privateKey, sent)).toEqual({
      channel: 'email',
      email: 'me@example.com',
    });
    expect(server.callsTo('/wps/member/contact/verify')[0]!.body).toEqual({
      channel: 'email',
      code: '123456',
    });
    // Changing the bound mobile asks for the login password.
    await user.click(within(card).getByRole('button', { name: 'Change: Mobile number' }));
    expect(await within(card).findByLabelText('Login password')).toBeTruthy();
  });
});
