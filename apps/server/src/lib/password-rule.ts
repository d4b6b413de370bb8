import { checkFieldRule, type FieldRule } from '@gp/contract/patterns';
import { AppError } from './app-error.js';

/**
 * The password rule of the register settings, shared by change password, set password by phone and
 * the reset by a mailed code: a breach is 400 invalid_password_format.
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
