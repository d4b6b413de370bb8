import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { OutboxRepository } from './outbox-repository.js';

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise, outside production, nodemailer's
 * JSON transport builds the message and it is stored in the dev outbox (GET /dev/mail-outbox), so the
 * flow works with no mail server. In production without SMTP_URL every send fails.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const createMailer = (config: MailConfig, outbox: OutboxRepository, clock: Clock): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  if (config.outbox) {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    return {
      send: async (message) => {
        const info = await transport.sendMail({ from: config.from, ...message });
        const built = JSON.parse(String(info.message)) as { subject?: string; text?: string };
        await outbox.insert({
          channel: 'email',
          to: message.to,
          subject: built.subject ?? message.subject,
          text: built.text ?? message.text,
          createdAt: clock().toISOString(),
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    send: () => Promise.reject(new Error('No mail transport is configured (SMTP_URL)')),
    close: () => undefined,
  };
};
