import type { Clock } from '../../lib/clock.js';
import type { OutboxRepository } from './outbox-repository.js';

/**
 * Where SMS go (SMS_PROVIDER): one interface, three implementations.
 * - outbox: stored in the dev_outbox table, readable at GET /dev/sms-outbox (development, tests, e2e);
 * - http: a JSON POST { to, text } with `Authorization: Bearer SMS_HTTP_TOKEN` to SMS_HTTP_URL; any
 *   answer other than 2xx, a network error or a 10 s timeout is a failure;
 * - disabled: every send fails (production without a gateway configured).
 * `send` rejects on failure; callers turn that into sms_send_failed. Texts are never logged.
 */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

export class SmsSendError extends Error {}

export const createOutboxSmsProvider = (outbox: OutboxRepository, clock: Clock): SmsProvider => ({
  name: 'outbox',
  send: (to, text) =>
    outbox.insert({ channel: 'sms', to, subject: null, text, createdAt: clock().toISOString() }),
});

export const httpSmsTimeoutMs = 10_000;

export const createHttpSmsProvider = (options: { url: string; token: string | undefined }): SmsProvider => ({
  name: 'http',
  send: async (to, text) => {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(httpSmsTimeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new SmsSendError('SMS gateway unreachable', { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) throw new SmsSendError(`SMS gateway answered ${response.status}`);
  },
});

export const disabledSmsProvider: SmsProvider = {
  name: 'disabled',
  send: () => Promise.reject(new SmsSendError('No SMS provider is configured')),
};
