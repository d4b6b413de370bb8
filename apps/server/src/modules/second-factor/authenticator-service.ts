import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/rate-limit.js';
import type { GuessLimit } from '../../lib/guess-limit.js';
import { generateResetCode, hashResetCode, newResetSalt, resetCodeMatches } from '../member/reset-code.js';
import type { SecondFactorRepository } from './repository.js';
import { newTotpSecret, totpStepOf, totpUri, type SecretSeal } from './totp.js';

/**
 * The authenticator app in the security centre (issue 18): setup hands out a new secret (QR code and
 * text), a first code from the app turns it on and answers ten single-use recovery codes, shown once
 * and stored as salted hashes; turning it off takes a current code or a recovery code. Every code is
 * a guess: a slot per member is taken before it is checked (guess-limit.ts).
 */
export const recoveryCodeCount = 10;

const wrongCode = () => new AppError('invalid_verification_code', 'Invalid verification code');

export const createAuthenticatorService = (deps: {
  repo: SecondFactorRepository;
  clock: Clock;
  seal: SecretSeal;
  guesses: GuessLimit;
  siteName: () => Promise<string>;
}) => {
  const { repo, clock } = deps;

  const status = async (memberId: number) => {
    const [authenticator, codes, trustedDevices] = await Promise.all([
      repo.findAuthenticator(memberId),
      repo.unusedRecoveryCodes(memberId),
      repo.countTrustedDevices(memberId, clock().toISOString()),
    ]);
    const enabledAt = authenticator?.enabled_at ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt,
      recoveryCodesLeft: enabledAt ? codes.length : 0,
      trustedDevices,
    };
  };

  /** Runs `check` as one counted guess of this member. */
  const guarded = async <T>(memberId: number, check: () => Promise<T | null>): Promise<T> => {
    const slot = await deps.guesses.take(
      [{ key: `totp:member:${memberId}`, max: 10, resetOnSuccess: true }],
      (ms) => tooManyRequests(ms, 'Too many wrong codes, please try again later'),
    );
    let result: T | null;
    try {
      result = await check();
    } catch (error) {
      await deps.guesses.abandoned(slot);
      throw error;
    }
    if (result === null) {
      await deps.guesses.failed(slot);
      throw wrongCode();
    }
    await deps.guesses.succeeded(slot);
    return result;
  };

  const stepOf = async (memberId: number, secretSealed: string, code: string) => {
    const step = totpStepOf(deps.seal.open(secretSealed), code.replace(/\s/g, ''), clock());
    return step !== null && (await repo.spendStep(memberId, step)) ? true : null;
  };

  return {
    status,

    setup: async (member: { id: number; account: string }) => {
      const secret = newTotpSecret();
      if (!(await repo.startAuthenticator(member.id, deps.seal.seal(secret), clock().toISOString()))) {
        throw new AppError('authenticator_already_enabled', 'The authenticator app is already on');
      }
      return { secret, uri: totpUri(secret, member.account, await deps.siteName()) };
    },

    confirm: async (memberId: number, code: string) => {
      const authenticator = await repo.findAuthenticator(memberId);
      if (!authenticator)
        throw new AppError('authenticator_not_enabled', 'Set up the authenticator app first');
      if (authenticator.enabled_at) {
        throw new AppError('authenticator_already_enabled', 'The authenticator app is already on');
      }
      await guarded(memberId, () => stepOf(memberId, authenticator.secret_sealed, code));
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, generateResetCode);
      const stored = recoveryCodes.map((plain) => {
        const salt = newResetSalt();
        return { salt, code_hash: hashResetCode(salt, memberId, plain) };
      });
      if (!(await repo.enableAuthenticator(memberId, clock().toISOString(), stored))) {
        throw new AppError('authenticator_already_enabled', 'The authenticator app is already on');
      }
      return { recoveryCodes };
    },

    disable: async (memberId: number, code: string) => {
      const authenticator = await repo.findAuthenticator(memberId);
      if (!authenticator?.enabled_at) {
        throw new AppError('authenticator_not_enabled', 'The authenticator app is not on');
      }
      await guarded(memberId, async () => {
        if (/^\d{6}$/.test(code.replace(/\s/g, '')))
          return stepOf(memberId, authenticator.secret_sealed, code);
        for (const stored of await repo.unusedRecoveryCodes(memberId)) {
          if (resetCodeMatches(stored, memberId, code)) {
            return (await repo.useRecoveryCode(stored.id, clock().toISOString())) ? true : null;
          }
        }
        return null;
      });
      await repo.disableAuthenticator(memberId);
      return status(memberId);
    },

    forgetDevices: async (memberId: number) => {
      await repo.forgetDevices(memberId);
      return status(memberId);
    },
  };
};

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
