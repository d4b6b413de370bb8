import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a local port for tests. `accept` mode keeps every message it receives;
 * `hold` mode reads each message but never answers the end of DATA, so the sender's promise never
 * settles until `release()` (a mailer that never resolves).
 */
export const startMailCapture = async (mode: 'accept' | 'hold' = 'accept') => {
  const mails: CapturedMail[] = [];
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        };
        const finish = () => {
          mails.push(mail);
          callback();
        };
        if (mode === 'hold') held.push(finish);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits (polling) until `count` messages reached `to`; returns the newest. */
  const waitForMail = async (to: string, count = 1): Promise<CapturedMail> => {
    for (let i = 0; i < 500; i += 1) {
      const matching = mails.filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
      if (matching.length >= count) return matching.at(-1)!;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail number ${count} to ${to}`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Messages read in hold mode and not answered yet. */
    heldCount: () => held.length,
    waitForMail,
    release: () => {
      for (const finish of held.splice(0)) finish();
    },
    close: async () => {
      for (const finish of held.splice(0)) finish();
      await new Promise<void>((resolve) => server.close(resolve));
    },
  };
};

export type MailCapture = Awaited<ReturnType<typeof startMailCapture>>;

/** The reset code of a forgot-password mail ("Your password reset code is: 7KQ2M-XD9FA"). */
export const resetCodeIn = (raw: string): string | undefined =>
  /password reset code is: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(raw)?.[1];
