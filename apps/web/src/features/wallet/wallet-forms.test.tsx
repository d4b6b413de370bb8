import { maxProofImageBytes } from '@gp/contract/wallet-rules';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n/i18n';
import { renderInMemoryRouter } from '../../test/render';
import { DepositChannelForm } from './pages/deposit-page';
import { WithdrawForm } from './pages/withdraw-page';
import { checkProofImages } from './proof-images';

beforeAll(async () => {
  await chooseLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const bankChannel = {
  code: 'BANK',
  name: 'Bank transfer',
  kind: 'manual' as const,
  minAmount: '10000.00',
  maxAmount: '50000000.00',
  instructions: null,
};

describe('deposit form', () => {
  it('refuses amounts outside the channel limits with the limits in the message, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderInMemoryRouter(<DepositChannelForm channel={bankChannel} />);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '9999.99');
    await user.type(screen.getByLabelText('Transfer reference'), 'REF-1');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The amount is below the minimum of 10,000.00.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '50000000.01');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The amount is above the maximum of 50,000,000.00.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Amounts can have at most two decimal places.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('requires the transfer reference on the manual bank channel', async () => {
    vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderInMemoryRouter(<DepositChannelForm channel={bankChannel} />);
    await user.type(screen.getByLabelText('Amount'), '20000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Please enter the transfer reference.')).toBeTruthy();
  });
});

describe('withdraw form', () => {
  it('requires the payment password before anything is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderInMemoryRouter(
      <WithdrawForm
        info={{
          minAmount: '100.00',
          maxAmount: '5000000.00',
          balance: '1000.00',
          hasPaymentPassword: true,
          bankAccounts: [{ id: 1, accountName: 'Demo', accountNumber: '****7890', bankName: 'Demo Bank' }],
        }}
      />,
    );
    await user.type(screen.getByLabelText('Amount'), '150');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter the withdrawal password.')).toBeTruthy();
    expect(screen.getByLabelText('Withdrawal password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('receipt proof images', () => {
  const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const file = (bytes: number[], name: string, type: string, size = bytes.length) => {
    const data = new Uint8Array(size);
    data.set(bytes);
    return new File([data], name, { type });
  };

  it('accepts up to 3 png or jpg images of at most 5 MB', async () => {
    const images = [
      file(pngHead, 'a.png', 'image/png'),
      file([0xff, 0xd8, 0xff, 0xe0], 'b.jpg', 'image/jpeg'),
      file(pngHead, 'c.png', 'image/png', maxProofImageBytes),
    ];
    expect(await checkProofImages(images)).toBeNull();
  });

  it('refuses a fourth image, an image over 5 MB and a file that is not png or jpg by content', async () => {
    const png = file(pngHead, 'a.png', 'image/png');
    expect(await checkProofImages([png, png, png, png])).toBe('too_many_images');
    expect(await checkProofImages([file(pngHead, 'big.png', 'image/png', maxProofImageBytes + 1)])).toBe(
      'image_too_large',
    );
    expect(await checkProofImages([file([0x47, 0x49, 0x46, 0x38], 'fake.png', 'image/png')])).toBe(
      'unsupported_media_type',
    );
  });
});
