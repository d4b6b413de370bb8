import { randomBytes, randomInt, type KeyObject } from 'node:crypto';
import {
  freePlayHeaderNames,
  freePlayNoncePattern,
  gatewayVersion,
  reverseText,
} from '@gp/contract/payload-crypto';
import type { LoginValue } from '@gp/contract/session';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { unusablePasswordHash } from '../../lib/password-hash.js';
import { rsaDecryptText } from '../../lib/payload-decrypt.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberRepository } from '../member/repository.js';
import type { MemberService } from '../member/service.js';
import type { SecurityRepository } from '../security/repository.js';
import type { SessionService } from './session-service.js';

/**
 * Free-play login (spec 7.1): only with the whitelabel FREEPLAY3 flag (else function_not_enabled).
 * Headers (contract payload-crypto.ts `freePlayHeaders`): `x-gateway-version: 3`, `x-request-nonce:
 * <unix ms>.<random>` within 10 minutes of the server clock, and `x-encrypt-token`
 * = base64(RSA-OAEP-256(reverse(nonce))). A malformed header or stale nonce is 400 bad_request, a token
 * that does not decrypt to the reversed nonce 400 payload_decrypt_failed, a reused nonce 409 conflict.
 * Each call creates a new trial member (first TRIAL_TYPES type, generated account, no usable password)
 * and returns its session; FREEPLAY_PER_IP_PER_HOUR limits how many one IP may create. The new
 * account gets its play money before the session is issued (free mode, modules/wallet/play-money.ts).
 */
export const nonceWindowMs = 10 * 60_000;

export const createFreePlayService = (deps: {
  members: MemberRepository;
  memberService: MemberService;
  sessions: SessionService;
  security: SecurityRepository;
  limits: RateLimitStore;
  privateKey: KeyObject;
  clock: Clock;
  merchantCode: string;
  trialType: number;
  perIpPerHour: number;
  flag: (modId: string) => Promise<boolean>;
  /** Raises the member's play money to the grant (a fresh trial account: the whole grant). */
  topUpPlayMoney: (memberId: number) => Promise<unknown>;
}) => {
  const { clock } = deps;

  const verifyHeaders = async (headers: Record<string, string | string[] | undefined>) => {
    const header = (name: string) => {
      const v = headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    if (header(freePlayHeaderNames.gatewayVersion) !== gatewayVersion) {
      throw new AppError('bad_request', `${freePlayHeaderNames.gatewayVersion} must be ${gatewayVersion}`);
    }
    const nonce = header(freePlayHeaderNames.nonce);
    const token = header(freePlayHeaderNames.encryptToken);
    if (!nonce || !freePlayNoncePattern.test(nonce) || !token || token.length > 1024) {
      throw new AppError('bad_request', 'Missing or malformed free-play encryption headers');
    }
    const now = clock().getTime();
    if (Math.abs(now - Number(nonce.split('.')[0])) > nonceWindowMs) {
      throw new AppError('bad_request', 'The free-play nonce is stale');
    }
    const decrypted = await rsaDecryptText(deps.privateKey, token).catch(() => null);
    if (decrypted !== reverseText(nonce)) {
      throw new AppError('payload_decrypt_failed', 'The encryption header does not match the nonce');
    }
    const fresh = await deps.security.spendToken(
      'freeplay',
      nonce,
      new Date(now + 2 * nonceWindowMs).toISOString(),
      new Date(now).toISOString(),
    );
    if (!fresh) throw new AppError('conflict', 'The free-play nonce was already used');
  };

  return {
    freePlayLogin: async (
      headers: Record<string, string | string[] | undefined>,
      meta: { ip: string },
    ): Promise<LoginValue> => {
      if (!(await deps.flag(whitelabelFlags.freePlay))) {
        throw new AppError('function_not_enabled', 'Free play is not enabled');
      }
      await verifyHeaders(headers);
      await enforceLimit(deps.limits, `freeplay:ip:${meta.ip}`, deps.perIpPerHour, 3_600_000);
      const now = clock().toISOString();
      const row = await deps.members.insertMember({
        merchant_code: deps.merchantCode,
        account: `trial_${randomBytes(6).toString('hex')}`,
        nickname: `Guest ${randomInt(1000, 10_000)}`,
        type: deps.trialType,
        password_hash: unusablePasswordHash,
        created_at: now,
      });
      // Before the session: a login that fails here leaves an account nobody can sign in to.
      await deps.topUpPlayMoney(row.id);
      const { token } = await deps.sessions.issueSession(row.id, meta);
      const member = deps.memberService.toMemberInfo(row);
      return {
        token,
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired: false,
        mustChangePassword: false,
        member,
      };
    },
  };
};

export type FreePlayService = ReturnType<typeof createFreePlayService>;
