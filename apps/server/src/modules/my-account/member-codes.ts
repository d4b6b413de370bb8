import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { enforceLimit, tooManyRequests, type RateLimitStore } from '../../lib/rate-limit.js';
import { hashResetCode, newResetSalt, resetCodeMatches } from '../member/reset-code.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SmsProvider } from '../messaging/sms-provider.js';
import type { Trx } from '../wallet/ledger.js';
import type { MyAccountRepository } from './repository.js';
import type { MemberCodesTable } from './tables.js';

/**
 * Six-digit codes sent to a member (issue 18): one live code per member and purpose, ten minutes,
 * one send a minute and five an hour per member, five guesses each counted before the check, spent
 * once by a conditional UPDATE in the caller's transaction. Only the salted hash is stored.
 */
export const memberCodeMinutes = 10;
const maxGuesses = 5;
const resendMs = 60_000;

type Purpose = MemberCodesTable['purpose'];

export const createMemberCodes = (deps: {
  repo: MyAccountRepository;
  clock: Clock;
  sms: SmsProvider;
  mailer: Mailer;
  limits: RateLimitStore;
  siteName: () => Promise<string>;
}) => {
  const { repo, clock } = deps;
  return {
    send: async (
      memberId: number,
      purpose: Purpose,
      to: { channel: 'sms' | 'email'; target: string },
      what: string,
    ): Promise<void> => {
      const now = clock();
      const previous = await repo.findCode(memberId, purpose);
      // A minute between sends of a code still waiting; a used one does not hold the next back.
      const since =
        previous && previous.consumed_at === null
          ? now.getTime() - Date.parse(previous.created_at)
          : Infinity;
      if (since < resendMs) throw tooManyRequests(resendMs - since);
      await enforceLimit(deps.limits, `member-code:${memberId}`, 5, 3_600_000);
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const salt = newResetSalt();
      const stored = await repo.putCode(
        {
          member_id: memberId,
          purpose,
          channel: to.channel,
          target: to.target,
          salt,
          code_hash: hashResetCode(salt, memberId, code),
          attempts: 0,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + memberCodeMinutes * 60_000).toISOString(),
          consumed_at: null,
        },
        new Date(now.getTime() - resendMs).toISOString(),
      );
      if (!stored) throw tooManyRequests(resendMs);
      const site = await deps.siteName();
      const text = `${code} is your ${site} code to ${what}. It expires in ${memberCodeMinutes} minutes. Never share it with anyone.`;
      try {
        if (to.channel === 'sms') await deps.sms.send(to.target, text);
        else await deps.mailer.send({ to: to.target, subject: `Your ${site} code`, text });
      } catch {
        throw new AppError('sms_send_failed', 'The code could not be sent, please try again later');
      }
    },

    /**
     * Checks a typed code; returns the code's row (what it was sent to) and `spend(trx)`, which the
     * caller runs in the transaction of the change the code allows (false: a racing use won).
     */
    check: async (memberId: number, purpose: Purpose, channel: 'sms' | 'email', typed: string) => {
      const row = await repo.findCode(memberId, purpose);
      const now = clock().toISOString();
      if (
        !row ||
        row.channel !== channel ||
        !(await repo.countCodeAttempt(memberId, purpose, maxGuesses, now))
      ) {
        throw new AppError('no_code_pending', 'No code is waiting: send a new one');
      }
      if (!resetCodeMatches(row, memberId, typed)) {
        throw new AppError('invalid_verification_code', 'Invalid verification code');
      }
      return {
        target: row.target,
        spend: (trx: Trx) => repo.consumeCode(trx, memberId, purpose, row.code_hash, clock().toISOString()),
      };
    },
  };
};

export type MemberCodes = ReturnType<typeof createMemberCodes>;
