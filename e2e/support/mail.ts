import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from './mail-server.js';

/** Decodes a MIME body by its Content-Transfer-Encoding (the two nodemailer uses for text). */
const decodeBody = (headers: string, body: string): string => {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The messages the local SMTP server captured for one recipient, newest first. */
export const mailTo = (dir: string, recipient: string): ReceivedMail[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === recipient.toLowerCase()))
    .map((mail) => {
      const split = mail.raw.search(/\r?\n\r?\n/);
      const headers = mail.raw.slice(0, split);
      const body = mail.raw.slice(split).replace(/^\r?\n\r?\n/, '');
      return {
        to: mail.to,
        subject: /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '',
        text: decodeBody(headers, body),
      };
    });

/** Waits (polling) for a message to a recipient. */
export const waitForMail = async (
  dir: string,
  recipient: string,
  timeoutMs = 15_000,
): Promise<ReceivedMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [latest] = mailTo(dir, recipient);
    if (latest) return latest;
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
