import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with OWASP parameters (ARCHITECTURE: m >= 19 MiB, t = 2, p = 1).
 * `unusablePasswordHash` marks accounts that cannot log in with a password (free-play trial members);
 * `verifyPassword` answers false for it without hashing. `dummyVerify` spends the same time as a real
 * check so that unknown accounts answer as slowly as known ones.
 */
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const unusablePasswordHash = '!';

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/** Verifies against a fixed hash and always answers false (timing equaliser for unknown accounts). */
export const dummyVerify = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
};
