import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The password-reset code mailed by forgot-by-e-mail: 10 characters of Crockford's base32 (no I, L, O
 * or U, so nothing reads as another character), 50 random bits, shown as two groups of five
 * ("7KQ2M-XD9FA"). With at most `resetCodeMaxAttempts` guesses per code that is far beyond guessing;
 * the length still leaves a stolen hash useless for longer than the code lives.
 */
export const resetCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const resetCodeLength = 10;
/** Guesses one code allows; each is counted before it is checked. */
export const resetCodeMaxAttempts = 5;

export const generateResetCode = (): string => {
  let code = '';
  for (let i = 0; i < resetCodeLength; i += 1) code += resetCodeAlphabet[randomInt(resetCodeAlphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

/**
 * What the member typed, as the stored hash saw it: case, spaces and hyphens do not matter, and the
 * letters Crockford's base32 leaves out read as the digits they look like (O -> 0, I and L -> 1).
 */
export const normalizeResetCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

export const newResetSalt = (): string => randomBytes(16).toString('hex');

export const hashResetCode = (salt: string, memberId: number, code: string): string =>
  createHash('sha256')
    .update(`${salt}:${memberId}:${normalizeResetCode(code)}`)
    .digest('hex');

export const resetCodeMatches = (
  row: { salt: string; code_hash: string },
  memberId: number,
  typed: string,
): boolean => {
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashResetCode(row.salt, memberId, typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
