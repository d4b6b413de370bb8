import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encryptedBodySchema } from '@gp/contract/payload-schemas';
import { routes } from '@gp/contract/routes';
import { AppError } from '../lib/app-error.js';
import { decryptPayload } from '../lib/payload-decrypt.js';

/**
 * Encrypted bodies: for every route marked `encrypted` (E) in the contract route table, the body must
 * be `{ key, iv, data }` (contract payload-crypto.ts). It is decrypted in `preValidation`, so the
 * route's contract body schema validates the inner body. A plaintext body answers 400
 * encryption_required; one that does not decrypt (tampered, wrong key, not JSON) 400
 * payload_decrypt_failed. Needs the access guard's routeId stamping (access-policy.ts).
 */
export const registerPayloadEncryption = (app: FastifyInstance, deps: { privateKey: KeyObject }): void => {
  app.addHook('preValidation', async (request) => {
    const id = request.routeOptions.config.routeId;
    if (!id || !routes[id].encrypted) return;
    const parsed = encryptedBodySchema.safeParse(request.body);
    if (!parsed.success) {
      throw new AppError('encryption_required', 'This call takes an encrypted body { key, iv, data }');
    }
    try {
      request.body = await decryptPayload(deps.privateKey, parsed.data);
    } catch {
      throw new AppError('payload_decrypt_failed', 'The encrypted body could not be decrypted');
    }
  });
};
