import { z } from 'zod';
import { payloadAlgorithm } from './payload-crypto.js';

/** The wire shapes of payload encryption (payload-crypto.ts), kept apart so the encryption itself needs no zod. */

/** RSA public key as a JSON Web Key (only the public members). */
export const rsaPublicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string().min(1),
  e: z.string().min(1),
  alg: z.literal('RSA-OAEP-256'),
});
export type RsaPublicJwk = z.infer<typeof rsaPublicJwkSchema>;

/** `info.encryption` of the permission response. */
export const encryptionInfoSchema = z.object({
  publicKey: rsaPublicJwkSchema,
  algorithm: z.literal(payloadAlgorithm),
});
export type EncryptionInfo = z.infer<typeof encryptionInfoSchema>;

const base64 = z
  .string()
  .min(1)
  .max(1_400_000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64');

/** Body of every E route on the wire. */
export const encryptedBodySchema = z.strictObject({
  key: base64,
  iv: base64,
  data: base64,
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
