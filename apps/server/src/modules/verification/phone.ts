import type { CountryCode } from '@gp/contract/system';
import { dialingCodePattern, nationalNumberPattern, toE164 } from '@gp/contract/verification';
import { AppError } from '../../lib/app-error.js';

export interface PhoneNumber {
  /** '+82' */
  dialingCode: string;
  /** As typed: 6-15 digits. */
  national: string;
  /** '+821012345678': what codes and accounts are bound to. */
  e164: string;
}

/**
 * Mobile number check shared by SMS codes, SMS login, registration and set-password-by-phone: a
 * missing number or dialing code is missing_phone; a number that is not 6-15 digits, or a dialing
 * code not in the merchant's country-code table, is invalid_phone_format.
 */
export const createPhoneParser = (countryCodes: () => Promise<CountryCode[]>) => ({
  parse: async (dialingCode: string | undefined, national: string | undefined): Promise<PhoneNumber> => {
    if (!national || !dialingCode) throw new AppError('missing_phone', 'Missing phone number');
    if (!nationalNumberPattern.test(national) || !dialingCodePattern.test(dialingCode)) {
      throw new AppError('invalid_phone_format', 'Invalid phone number format');
    }
    const code = `+${dialingCode.replace(/^\+/, '')}`;
    const known = (await countryCodes()).some((c) => c.countryDialingCode === code);
    if (!known) throw new AppError('invalid_phone_format', 'Invalid phone number format');
    const e164 = toE164(code, national);
    if (e164.length - code.length < 4)
      throw new AppError('invalid_phone_format', 'Invalid phone number format');
    return { dialingCode: code, national, e164 };
  },
});

export type PhoneParser = ReturnType<typeof createPhoneParser>;
