import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { decryptBody, jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { SecurityCenterPage } from './pages/security-center';
import { TransferUplinePage } from './pages/transfer-upline';
import { WithdrawPage } from './pages/withdraw-page';

/**
 * Issue 14 in the browser's components: the payment password can be set where withdrawing asks for it
 * and in the security centre, and changed there; a transfer to the upline is confirmed with the upline,
 * the amount and the payment password; bank account numbers may be typed with spaces and dashes.
 */
const env = setupWebTests();
beforeEach(() => {
  resetSession();
  useSessionStore.setState({ token: 'token-1' });
  const permission = permissionFixture(env.keys.publicKey, {});
  permission.info.register.rules.paymentPassword = {
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 6,
    maxLength: 6,
  };
  useSiteStore.getState().setPermission(permission, '', '');
});

const ok = (value: unknown) => jsonResponse({ success: true, value });
const fail = (code: string, status = 400, value?: unknown) =>
  jsonResponse({ success: false, code, ...(value ? { value } : {}) }, status);
const withdrawInfo = (hasPaymentPassword: boolean, bankAccounts = [bank]) => ({
  minAmount: '100.00',
  maxAmount: '5000000.00',
  balance: '1000.00',
  hasPaymentPassword,
  bankAccounts,
});
const bank = { id: 1, accountName: 'Demo', accountNumber: '****7890', bankName: 'Demo Bank' };
const funds = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  dailysalinfotype: false,
  divtypeinfo: false,
  funds: {
    balance: '1000.00',
    vendorBalance: '0.00',
    pendingWithdrawal: '0.00',
    totalDeposit: '1000.00',
    totalWithdrawal: '0.00',
    currency: 'KRW',
  },
};
const decrypted = (body: unknown) => decryptBody(env.keys.privateKey, body as never);

describe('setting the payment password on the withdraw page', () => {
  it('checks the rule and the confirmation first, then sets it and shows the withdraw form', async () => {
    let set = false;
    const server = scriptedFetch({
      'GET /wps/withdraw/info': () => ok(withdrawInfo(set)),
      'GET /wps/member/info/funds/consolidated': () => ok(funds),
      'GET /wps/withdraw/records': () => ok({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
      'POST /wps/member/paymentPassword': () => {
        set = true;
        return ok({ hasPaymentPassword: true });
      },
    });
    const user = userEvent.setup();
    renderInMemoryRouter(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Set a withdrawal password' });
    expect(screen.getByText('Please set a withdrawal password first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Save withdrawal password' }));
    expect(await within(form).findByText('Please enter your login password.')).toBeTruthy();
    expect(within(form).getByText('6-6 digits only.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Login password'), 'Login1234');
    await user.type(within(form).getByLabelText('New withdrawal password'), '246810');
    await user.type(within(form).getByLabelText('Confirm new withdrawal password'), '246811');
    await user.click(within(form).getByRole('button', { name: 'Save withdrawal password' }));
    expect(await within(form).findByText('The two entries are inconsistent.')).toBeTruthy();
    expect(server.callsTo('/wps/member/paymentPassword')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirm new withdrawal password'));
    await user.type(within(form).getByLabelText('Confirm new withdrawal password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Save withdrawal password' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your withdrawal password is set.');
    const [call] = server.callsTo('/wps/member/paymentPassword');
    expect(await decrypted(call!.body)).toEqual({
      loginPassword: 'Login1234',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
  });

  it('shows the server refusal: wrong login password, or the rule the new one broke', async () => {
    const answers = [
      fail('login_password_incorrect'),
      fail('invalid_payment_password_format', 400, { messageKey: 'pattern_digits', min: 4, max: 4 }),
    ];
    scriptedFetch({
      'GET /wps/withdraw/info': () => ok(withdrawInfo(false)),
      'GET /wps/member/info/funds/consolidated': () => ok(funds),
      'GET /wps/withdraw/records': () => ok({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
      'POST /wps/member/paymentPassword': () => answers.shift()!,
    });
    const user = userEvent.setup();
    renderInMemoryRouter(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Set a withdrawal password' });
    await user.type(within(form).getByLabelText('Login password'), 'Wrong1234');
    await user.type(within(form).getByLabelText('New withdrawal password'), '246810');
    await user.type(within(form).getByLabelText('Confirm new withdrawal password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Save withdrawal password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The login password is incorrect.');
    await user.click(within(form).getByRole('button', { name: 'Save withdrawal password' }));
    await within(form).findByText('4-4 digits only.', { selector: '[role="alert"]' });
  });
});

describe('the security centre', () => {
  it('offers Change once a payment password is set and sends the old and the new one', async () => {
    const server = scriptedFetch({
      'GET /wps/withdraw/info': () => ok(withdrawInfo(true)),
      'PUT /wps/member/paymentPassword': () => ok({ hasPaymentPassword: true }),
    });
    const user = userEvent.setup();
    renderInMemoryRouter(<SecurityCenterPage />);
    const toggle = await screen.findByRole('button', { name: 'Change withdrawal password' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Change the withdrawal password' });
    await user.click(within(form).getByRole('button', { name: 'Save new withdrawal password' }));
    expect(await within(form).findByText('Please enter the current withdrawal password.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Current withdrawal password'), '246810');
    await user.type(within(form).getByLabelText('New withdrawal password'), '135791');
    await user.type(within(form).getByLabelText('Confirm new withdrawal password'), '135791');
    await user.click(within(form).getByRole('button', { name: 'Save new withdrawal password' }));
    const changed = await screen.findByText('Your withdrawal password is changed.');
    expect(changed.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('form', { name: 'Change the withdrawal password' })).toBeNull();
    const [call] = server.callsTo('/wps/member/paymentPassword');
    expect(await decrypted(call!.body)).toEqual({
      oldPaymentPassword: '246810',
      paymentPassword: '135791',
      confirmPaymentPassword: '135791',
    });
  });

  it('offers Set while none is set', async () => {
    scriptedFetch({ 'GET /wps/withdraw/info': () => ok(withdrawInfo(false, [])) });
    const user = userEvent.setup();
    renderInMemoryRouter(<SecurityCenterPage />);
    await user.click(await screen.findByRole('button', { name: 'Set withdrawal password' }));
    expect(screen.getByRole('form', { name: 'Set a withdrawal password' })).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it('binds a bank account number typed with spaces and dashes, sending the digits', async () => {
    const server = scriptedFetch({
      'GET /wps/withdraw/info': () => ok(withdrawInfo(true, [])),
      'POST /wps/member/bankAccount': () =>
        ok({ id: 3, accountName: 'Kim', accountNumber: '******5678', bankName: 'Demo Bank' }),
    });
    const user = userEvent.setup();
    renderInMemoryRouter(<SecurityCenterPage />);
    await user.type(await screen.findByLabelText('Bank'), 'Demo Bank');
    await user.type(screen.getByLabelText('Account holder name'), 'Kim');
    const number = screen.getByLabelText('Account number');
    await user.type(number, '12-34');
    await user.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByText('The account number must be 6 to 32 digits.')).toBeTruthy();
    expect(server.callsTo('/wps/member/bankAccount')).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '1102-345 678');
    await user.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByText('The bank account is bound.')).toBeTruthy();
    expect(server.callsTo('/wps/member/bankAccount')[0]!.body).toEqual({
      accountName: 'Kim',
      accountNumber: '1102345678',
      bankName: 'Demo Bank',
    });
  });
});

describe('transfer to the upline', () => {
  it('confirms with the upline, the amount and the payment password before anything moves', async () => {
    const answers = [
      fail('payment_password_incorrect'),
      ok({ entryId: 9, balance: '990.00', replayed: false }),
    ];
    const server = scriptedFetch({
      'GET /wps/transfer/upline': () => ok({ upline: { nickname: 'Demo Agent' } }),
      'GET /wps/withdraw/info': () => ok(withdrawInfo(true)),
      'POST /wps/transfer/upline': () => answers.shift()!,
    });
    const user = userEvent.setup();
    renderInMemoryRouter(<TransferUplinePage />);
    expect(await screen.findByText('Demo Agent')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the transfer' });
    expect(within(dialog).getByText('Transfer 10.00 from your main wallet to Demo Agent?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(dialog).findByText('Please enter the withdrawal password.')).toBeTruthy();
    expect(server.callsTo('/wps/transfer/upline').filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Withdrawal password'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The withdrawal password is incorrect.',
    );
    await user.clear(within(dialog).getByLabelText('Withdrawal password'));
    await user.type(within(dialog).getByLabelText('Withdrawal password'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect((await screen.findByRole('status')).textContent).toBe('10.00 transferred to Demo Agent.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const posts = server.callsTo('/wps/transfer/upline').filter((c) => c.method === 'POST');
    expect(await decrypted(posts[1]!.body)).toEqual({ amount: '10', paymentPassword: '246810' });
  });

  it('tells a member without an upline that there is none, with no form', async () => {
    scriptedFetch({
      'GET /wps/transfer/upline': () => ok({ upline: null }),
      'GET /wps/withdraw/info': () => ok(withdrawInfo(true)),
    });
    renderInMemoryRouter(<TransferUplinePage />);
    expect(await screen.findByText('No upline agent')).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
