import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { SmsCodeField } from '../components/sms-code-field';

beforeAll(async () => {
  await activateLanguage('EN');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderField = (requestCode: () => Promise<{ expiredMinutes: number } | null>) =>
  render(
    <>
      <SmsCodeField requestCode={requestCode} />
    </>,
  );

const sendButton = () => screen.getAllByRole('button')[0]!;

/** Presses the send button and lets the request settle. */
const press = async () => {
  await act(async () => {
    fireEvent.click(sendButton());
    await Promise.resolve();
  });
};

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('SMS code countdown (spec 4.3, 9)', () => {
  it('disables the button for 60 s x expiredMinutes and sends nothing while counting', async () => {
    const requestCode = vi.fn(() => Promise.resolve({ expiredMinutes: 2 }));
    renderField(requestCode);
    expect(sendButton().textContent).toBe('Send code');

    await press();
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(sendButton().textContent).toBe('Resend in 120 s');
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    await advance(60_000);
    expect(sendButton().textContent).toBe('Resend in 60 s');
    await press();
    expect(requestCode).toHaveBeenCalledTimes(1);

    await advance(59_000);
    expect(sendButton().textContent).toBe('Resend in 1 s');
    await advance(1_000);
    expect(sendButton().textContent).toBe('Send again');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    await press();
    expect(requestCode).toHaveBeenCalledTimes(2);
  });

  it('counts 60 s when the expiry is the default 1 minute', async () => {
    renderField(() => Promise.resolve({ expiredMinutes: 1 }));
    await press();
    expect(sendButton().textContent).toBe('Resend in 60 s');
  });

  it('throttles requests to one per second', async () => {
    // The number does not validate: nothing is sent and no countdown starts, but presses still count.
    const requestCode = vi.fn(() => Promise.resolve(null));
    renderField(requestCode);
    await press();
    await advance(300);
    await press();
    await advance(300);
    await press();
    expect(requestCode).toHaveBeenCalledTimes(1);
    await advance(400);
    await press();
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(sendButton().textContent).toBe('Send code');
  });

  it("shows a failed send's translated server message in a warning dialog with OK", async () => {
    renderField(() => Promise.reject(new ApiError('sms_send_failed', 502)));
    await press();
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('The SMS could not be sent.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      await Promise.resolve();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });
});
