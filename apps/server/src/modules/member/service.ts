import type { LanguagePack } from '@gp/contract/constants';
import type { ChangePasswordBody, MemberInfo } from '@gp/contract/member';
import type { FieldRule } from '@gp/contract/patterns';
import { languageSchema } from '@gp/contract/site';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { assertPasswordRule } from '../../lib/password-rule.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberRow } from '../../db/schema.js';
import { abilitiesOf, roleOfType, type RoleTypes } from '../../plugins/access-policy.js';
import type { Authenticated, SessionService } from '../session/session-service.js';
import { avatarDataUrl } from './avatar.js';
import type { MemberRepository } from './repository.js';
import { createResetCodeRepository } from './reset-code-repository.js';
import type { Db } from '../../db/database.js';

/**
 * Member rules: info (roles and abilities computed here from the configured type lists), icon, change
 * password, the first-login action and the language. Every call works on the session's own member:
 * no request field selects another member. `toMemberInfo(row)` is shared with the login responses.
 */
export const passwordChangeAttemptsPer5Min = 10;

export const createMemberService = (deps: {
  repo: MemberRepository;
  /** A mailed reset code still open when the member changes the password is ended with it. */
  db: Db;
  sessions: SessionService;
  limits: RateLimitStore;
  clock: Clock;
  merchantCode: string;
  roleTypes: RoleTypes;
  /** The registration password rule (register settings), or undefined when none is configured. */
  passwordRule: () => Promise<FieldRule | undefined>;
}) => {
  const { repo, sessions, limits, clock, merchantCode, roleTypes } = deps;
  const resetCodes = createResetCodeRepository(deps.db);

  const toMemberInfo = (row: MemberRow): MemberInfo => {
    const role = roleOfType(Number(row.type), roleTypes);
    const language = languageSchema.safeParse(row.language);
    return {
      id: Number(row.id),
      account: row.account,
      nickname: row.nickname,
      type: Number(row.type),
      isAgent: role === 'agent',
      isTrial: role === 'trial',
      firstTimeLogin: row.first_login_done_at === null,
      language: language.success ? language.data : null,
      abilities: abilitiesOf(role),
    };
  };

  const own = async (auth: Authenticated): Promise<MemberRow> => {
    const row = await repo.findById(merchantCode, auth.memberId);
    if (!row) throw new AppError('not_logged_in', 'You are not logged in, please log in');
    return row;
  };

  return {
    toMemberInfo,

    info: async (auth: Authenticated): Promise<MemberInfo> => toMemberInfo(await own(auth)),

    icon: async (auth: Authenticated) => {
      const row = await own(auth);
      return { icon: avatarDataUrl(row.account, row.nickname) };
    },

    changePassword: async (auth: Authenticated, body: ChangePasswordBody) => {
      if (body.newPassword !== body.confirmNewPassword) {
        throw new AppError('inconsistent_twice', 'The two entries are inconsistent');
      }
      assertPasswordRule(body.newPassword, await deps.passwordRule());
      await enforceLimit(limits, `pwchange:${auth.memberId}`, passwordChangeAttemptsPer5Min, 5 * 60_000);
      const row = await own(auth);
      if (!(await verifyPassword(row.password_hash, body.oldPassword))) {
        throw new AppError('old_password_incorrect', 'The old password is incorrect');
      }
      const newHash = await hashPassword(body.newPassword);
      // Conditional on the hash just verified: of parallel changes, one wins; the rest are refused.
      if (!(await repo.replacePassword(row.id, row.password_hash, newHash, clock().toISOString()))) {
        throw new AppError('old_password_incorrect', 'The old password is incorrect');
      }
      await resetCodes.consumeAny(deps.db, row.id, clock().toISOString());
      const revokedSessions = await sessions.revokeOthers(row.id, auth.tokenHash);
      await sessions.passwordChanged(auth.tokenHash);
      return { revokedSessions };
    },

    firstLogin: async (auth: Authenticated) => {
      await repo.markFirstLogin(auth.memberId, clock().toISOString());
      return { firstTimeLogin: false as const };
    },

    setLanguage: async (auth: Authenticated, language: LanguagePack) => {
      await repo.setLanguage(auth.memberId, language);
      return { language };
    },
  };
};

export type MemberService = ReturnType<typeof createMemberService>;
