import { randomInt } from 'node:crypto';
import { checkFieldRule, type FieldRule } from '@gp/contract/patterns';
import { AppError } from './app-error.js';

/**
 * The password rule of the register settings, shared by change password, set password by phone and
 * the temporary password of forgot-by-e-mail: a breach is 400 invalid_password_format.
 */
export const assertPasswordRule = (password: string, rule: FieldRule | undefined): void => {
  const violation = rule ? checkFieldRule(password, rule) : null;
  if (violation) {
    throw new AppError(
      'invalid_password_format',
      `New password: ${violation.messageKey} (${violation.min}-${violation.max})`,
    );
  }
};

const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const lower = 'abcdefghijkmnpqrstuvwxyz';
const digits = '23456789';
const symbols = '!@#$%*?';

const pick = (set: string) => set[randomInt(set.length)]!;

/**
 * A random password (crypto randomness, no look-alike characters) that satisfies `rule`: one upper,
 * one lower, one digit and, when the rule's pattern allows, one symbol; length 12 clamped to the rule.
 */
export const generatePassword = (rule: FieldRule | undefined): string => {
  const length = Math.min(Math.max(12, rule?.minLength ?? 0), Math.max(rule?.maxLength ?? 12, 4));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const withSymbol = attempt % 2 === 1;
    const required = [pick(upper), pick(lower), pick(digits), ...(withSymbol ? [pick(symbols)] : [])];
    const all = upper + lower + digits;
    const chars = [...required, ...Array.from({ length: length - required.length }, () => pick(all))];
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const candidate = chars.join('');
    if (!rule || checkFieldRule(candidate, rule) === null) return candidate;
  }
  throw new AppError('system_error', 'The password rule cannot be satisfied by a generated password');
};
