import { z } from 'zod';
import {
  payloadAlgorithm,
  type EncryptedBody,
  type EncryptionInfo,
  type RsaPublicJwk,
} from './payload-crypto.js';

/**
 * The wire checks of payload encryption's shapes (their types are in payload-crypto.ts), kept apart so
 * the encryption itself needs no zod.
 */

export const rsaPublicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string().min(1),
  e: z.string().min(1),
  alg: z.literal('RSA-OAEP-256'),
}) satisfies z.ZodType<RsaPublicJwk>;

export const encryptionInfoSchema = z.object({
  publicKey: rsaPublicJwkSchema,
  algorithm: z.literal(payloadAlgorithm),
}) satisfies z.ZodType<EncryptionInfo>;

const base64 = z
  .string()
  .min(1)
  .max(1_400_000)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64');

export const encryptedBodySchema = z.strictObject({
  key: base64,
  iv: base64,
  data: base64,
}) satisfies z.ZodType<EncryptedBody>;
