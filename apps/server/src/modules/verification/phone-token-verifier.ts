import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

/**
 * Phone-verification-service variant (spec 3: firebaseChannel + firebaseIdToken): the client verified
 * the number with the service and sends its signed ID token instead of our SMS code. The token must be
 * a JWT signed by a key of PHONE_VERIFY_JWKS_URL (fetched and cached by jose), with issuer
 * PHONE_VERIFY_ISSUER, audience PHONE_VERIFY_AUDIENCE, unexpired by our clock, and a `phone_number`
 * claim equal to the submitted number in E.164. Anything else is phone_token_invalid; without the
 * PHONE_VERIFY_* settings the variant is function_not_enabled.
 */
export interface PhoneTokenVerifier {
  verify(token: string, e164: string): Promise<void>;
}

export const createPhoneTokenVerifier = (
  options: { jwksUrl: string; issuer: string; audience: string } | undefined,
  clock: Clock,
): PhoneTokenVerifier => {
  if (!options) {
    return {
      verify: () =>
        Promise.reject(new AppError('function_not_enabled', 'The phone-verification service is not enabled')),
    };
  }
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  const invalid = () => new AppError('phone_token_invalid', 'The phone verification is invalid');
  return {
    verify: async (token, e164) => {
      let phone: unknown;
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer: options.issuer,
          audience: options.audience,
          currentDate: clock(),
          algorithms: ['RS256', 'ES256'],
        });
        phone = payload.phone_number;
      } catch {
        throw invalid();
      }
      if (phone !== e164) throw invalid();
    },
  };
};
