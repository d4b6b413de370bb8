import { idempotencyKeyHeader, idempotencyKeyPattern } from '@gp/contract/wallet-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { useSiteStore } from '../../lib/site-store';
import { decryptBody, permissionFixture } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { loginAs } from '../../test/stubs';
import { pointsPack } from './i18n/packs';
import { PointMallPage } from './pages/point-mall-page';
import {
  balanceValue,
  configValue,
  giftBox,
  ok,
  order,
  paged,
  pointsServer,
  refuse,
} from './points-test-server';

/** Issue 20: converting points to cash and redeeming a reward, with their refusals. */
const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), pointsPack)();
});
beforeEach(() => {
  resetSession();
  loginAs();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

const decrypted = (body: unknown) => decryptBody(env.keys.privateKey, body as never);
const convertForm = async () => within(await screen.findByRole('form', { name: 'Convert points to cash' }));

describe('converting points to cash', () => {
  it('previews the cash the points pay, rounded down to the cent, as they are typed', async () => {
    pointsServer({ 'GET /wps/relay/getPointConfig': () => ok({ ...configValue, exchangeRatio: '30.00' }) });
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const form = await convertForm();
    const preview = () => form.getByText('You receive').parentElement!.textContent;
    expect(preview()).toBe('You receive0.00');
    // 2,000 / 30 = 66.666…: the server pays 66.66, never 66.67.
    await userEvent.type(form.getByLabelText('Points to convert'), '2000');
    expect(preview()).toBe('You receive66.66');
    await userEvent.type(form.getByLabelText('Points to convert'), '.5');
    expect(preview()).toBe('You receive66.68');
  });

  it('refuses too few points before sending anything', async () => {
    const server = pointsServer();
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const form = await convertForm();
    await userEvent.type(form.getByLabelText('Points to convert'), '999.99');
    await userEvent.type(form.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Convert' }));
    expect(await form.findByText('Convert at least 1,000.00 points at a time.')).toBeTruthy();
    expect(server.callsTo('/wps/relay/passwordCheck/convertPoint')).toHaveLength(0);
  });

  it('sends the points and the payment password with an Idempotency-Key, then says what was paid', async () => {
    let balance = balanceValue.balance;
    const server = pointsServer({
      'GET /wps/relay/getPointBalance': () => ok({ ...balanceValue, balance }),
      'POST /wps/relay/passwordCheck/convertPoint': () => {
        balance = '500.00';
        return ok({ points: '2000.00', amount: '20.00', balance, replayed: false });
      },
    });
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const form = await convertForm();
    await userEvent.type(form.getByLabelText('Points to convert'), '2000');
    await userEvent.type(form.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Convert' }));
    expect(
      await form.findByText('2,000.00 points converted: 20.00 has been paid into your main wallet.'),
    ).toBeTruthy();
    const [call] = server.callsTo('/wps/relay/passwordCheck/convertPoint');
    expect(await decrypted(call!.body)).toEqual({ points: '2000', paymentPassword: '123456' });
    expect(call!.headers[idempotencyKeyHeader]).toMatch(idempotencyKeyPattern);
    // The balance reloads once the call settles.
    const summary = screen.getByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('500.00')).toBeTruthy();
  });

  it.each([
    { code: 'points_insufficient', value: undefined, text: 'You do not have enough points for this.' },
    {
      code: 'points_deposit_required',
      value: { remaining: '200.00' },
      text: 'Deposit 200.00 more to unlock converting and redeeming points.',
    },
  ])('shows the refusal $code translated next to the form', async ({ code, value, text }) => {
    pointsServer({ 'POST /wps/relay/passwordCheck/convertPoint': () => refuse(code, 409, value) });
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const form = await convertForm();
    await userEvent.type(form.getByLabelText('Points to convert'), '1500');
    await userEvent.type(form.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Convert' }));
    expect((await form.findByRole('alert')).textContent?.trim()).toBe(text);
  });

  it('gives a member without a payment password the withdraw page guidance instead of the field', async () => {
    pointsServer({
      'GET /wps/withdraw/info': () =>
        ok({
          minAmount: '100.00',
          maxAmount: '5000000.00',
          balance: '0.00',
          hasPaymentPassword: false,
          bankAccounts: [],
        }),
    });
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const form = await convertForm();
    expect(await form.findByText('Please set a withdrawal password first.')).toBeTruthy();
    expect(form.getByRole('link', { name: 'Set one in My account' }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    expect(form.queryByLabelText('Withdrawal password')).toBeNull();
    expect(form.queryByRole('button', { name: 'Convert' })).toBeNull();
  });
});

describe('redeeming a physical reward', () => {
  it('asks for a delivery address within the contract lengths, sends it keyed, and shows the order in process', async () => {
    let stock = 4;
    const server = pointsServer({
      'GET /wps/relay/getPointReward': () => ok(paged([{ ...giftBox, stock }])),
      'POST /wps/relay/passwordCheck/redeemPointReward': () => {
        stock = 3;
        return ok({
          order: order({
            id: 12,
            rewardId: 3,
            rewardName: 'Gift box',
            kind: 'PHYSICAL',
            points: '2000.00',
            amount: null,
            status: 'applying',
            delivery: { name: 'Kim Demo', phone: '010-1234-5678', address: '1 Demo Street, Seoul' },
            decidedAt: null,
          }),
          balance: '500.00',
          replayed: false,
        });
      },
    });
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const card = await screen.findByRole('article', { name: 'Gift box' });
    expect(within(card).getByText('4 left')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Redeem Gift box' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Redeem Gift box' }));
    expect(
      dialog.getByText('This reward costs 2,000.00 points. Your balance after it: 500.00 points.'),
    ).toBeTruthy();

    await userEvent.type(dialog.getByLabelText('Phone number'), '0101');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem for 2,000.00 points' }));
    expect(await dialog.findByText("Please enter the recipient's name.")).toBeTruthy();
    expect(dialog.getByText('Use 5 to 32 characters.')).toBeTruthy();
    expect(dialog.getByText('Please enter the delivery address.')).toBeTruthy();
    expect(dialog.getByText('Please enter the withdrawal password.')).toBeTruthy();
    expect(server.callsTo('/wps/relay/passwordCheck/redeemPointReward')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText("Recipient's name"), '  Kim Demo ');
    await userEvent.type(dialog.getByLabelText('Phone number'), '-1234-5678');
    await userEvent.type(dialog.getByLabelText('Address'), '1 Demo Street, Seoul');
    await userEvent.type(dialog.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem for 2,000.00 points' }));

    expect(await dialog.findByText('In process')).toBeTruthy();
    expect(
      dialog.getByText(
        'In process: your order for Gift box waits for our team, who will check it and arrange the delivery. Follow it in Redeem history.',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('Your points balance is now 500.00.')).toBeTruthy();
    const [call] = server.callsTo('/wps/relay/passwordCheck/redeemPointReward');
    expect(await decrypted(call!.body)).toEqual({
      rewardId: 3,
      paymentPassword: '123456',
      delivery: { name: 'Kim Demo', phone: '0101-1234-5678', address: '1 Demo Street, Seoul' },
      language: 'EN',
    });
    expect(call!.headers[idempotencyKeyHeader]).toMatch(idempotencyKeyPattern);
    // The catalogue reloads with the stock the redeem took.
    expect(await within(card).findByText('3 left')).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'View redeem history' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Redeem history', selected: true })).toBeTruthy();
  });

  it('keeps a refusal in the dialog, translated', async () => {
    pointsServer({
      'POST /wps/relay/passwordCheck/redeemPointReward': () => refuse('points_insufficient', 409),
    });
    renderInMemoryRouter(<PointMallPage />, '/pointMall');
    const card = await screen.findByRole('article', { name: 'Cash 10' });
    await userEvent.click(within(card).getByRole('button', { name: 'Redeem Cash 10' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Redeem Cash 10' }));
    // A cash reward needs no address.
    expect(dialog.queryByLabelText('Address')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Withdrawal password'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem for 1,000.00 points' }));
    expect((await dialog.findByRole('alert')).textContent?.trim()).toBe(
      'You do not have enough points for this.',
    );
    expect(dialog.getByRole('button', { name: 'Redeem for 1,000.00 points' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
