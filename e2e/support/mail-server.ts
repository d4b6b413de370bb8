import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface RunningMailServer {
  /** smtp://127.0.0.1:<port> for the platform server's SMTP_URL (plain SMTP, no TLS, no auth). */
  url: string;
  /** Directory that receives one JSON file per accepted message (see mail.ts). */
  dir: string;
  stop: () => Promise<void>;
}

/** What each captured message file holds. */
export interface CapturedMail {
  from: string;
  to: string[];
  receivedAt: string;
  raw: string;
}

/**
 * A real local SMTP server (smtp-server) for the forgot-password e-mails. STARTTLS and AUTH are
 * disabled, so nodemailer's smtp:// transport talks plain SMTP. Messages are written to a temporary
 * directory because Vitest's global setup runs in another process than the tests.
 */
export const startMailServer = async (): Promise<RunningMailServer> => {
  const dir = mkdtempSync(join(tmpdir(), 'gp-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          receivedAt: new Date().toISOString(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(
          join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.json`),
          JSON.stringify(mail),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
