import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { WithdrawForm } from './pages/withdraw-page';

const env = setupWebTests();
beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey, {}), '', '');
});

const info = {
  minAmount: '100.00',
  maxAmount: '5000000.00',
  balance: '1000.00',
  hasPaymentPassword: true,
  bankAccounts: [{ id: 1, accountName: 'Demo', accountNumber: '****7890', bankName: 'Demo Bank' }],
};

describe('withdraw form, payment password lock', () => {
  it('shows the translated lock message when the payment password is locked', async () => {
    const server = scriptedFetch({
      'POST /wps/withdraw': () =>
        jsonResponse(
          {
            success: false,
            code: 'payment_password_locked',
            message: 'Too many wrong payment passwords, try again in 15 minutes',
          },
          429,
        ),
    });
    const user = userEvent.setup();
    renderInMemoryRouter(<WithdrawForm info={info} />);
    await user.type(screen.getByLabelText('Amount'), '150');
    await user.type(screen.getByLabelText('Withdrawal password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'Too many wrong withdrawal passwords. The withdrawal password is locked for now; please try again later.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('/wps/withdraw')).toHaveLength(1);
  });
});
