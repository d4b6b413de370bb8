import type { Exclusion, ExclusionBody } from '@gp/contract/safer-gambling';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { unusablePasswordHash, verifyPassword } from '../../lib/password-hash.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberRepository } from '../member/repository.js';
import { exclusionEnd } from './exclusion-rules.js';
import type { SaferGamblingRepository } from './repository.js';

const view = (row: { kind: Exclusion['kind']; starts_at: string; ends_at: string }): Exclusion => ({
  kind: row.kind,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

/**
 * Refuses a login while an exclusion is in force: every way of logging in (password, SMS code,
 * social sign-in) completes through the login service, which calls this.
 */
export const createAdmission =
  (repo: SaferGamblingRepository, clock: Clock) =>
  async (memberId: number): Promise<void> => {
    const active = await repo.activeExclusion(memberId, clock().toISOString());
    if (!active) return;
    throw new AppError('account_excluded', `Your account is closed to play until ${active.ends_at}`, {
      value: view(active),
    });
  };

/** Wrong passwords allowed per member in five minutes when confirming an exclusion. */
const passwordAttemptsPer5Min = 5;

/**
 * Time-out and self-exclusion (issue 18). Taking one asks for the login password, ends every session
 * of the member at once, and refuses every login until it ends. Nothing shortens it: there is no
 * call or operator command that ends an exclusion early, and a second one only ever extends it.
 */
export const createExclusionService = (deps: {
  db: Db;
  repo: SaferGamblingRepository;
  members: MemberRepository;
  limits: RateLimitStore;
  clock: Clock;
  merchantCode: string;
  endSessions: (memberId: number) => Promise<unknown>;
}) => {
  const { db, repo, clock, merchantCode } = deps;

  /**
   * Whether taking a break asks for the login password: an account without one (signed up through a
   * social channel, or by mobile without a password) confirms from its session alone, or it could
   * never protect itself.
   */
  const passwordRequired = async (memberId: number): Promise<boolean> => {
    const member = await deps.members.findById(merchantCode, memberId);
    return member !== undefined && member.password_hash !== unusablePasswordHash;
  };

  return {
    passwordRequired,
    exclude: async (memberId: number, body: ExclusionBody): Promise<Exclusion> => {
      await enforceLimit(
        deps.limits,
        `exclude:${merchantCode}:${memberId}`,
        passwordAttemptsPer5Min,
        5 * 60_000,
      );
      const member = await deps.members.findById(merchantCode, memberId);
      if (!member) throw new AppError('not_logged_in', 'You are not logged in, please log in');
      if (
        member.password_hash !== unusablePasswordHash &&
        !(body.password !== undefined && (await verifyPassword(member.password_hash, body.password)))
      ) {
        throw new AppError('old_password_incorrect', 'The current password is incorrect');
      }
      const start = clock();
      const row = {
        member_id: memberId,
        kind: body.kind,
        length: body.length,
        starts_at: start.toISOString(),
        ends_at: exclusionEnd(body.length, start).toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await lockMemberRow(trx, memberId);
        await repo.insertExclusion(trx, row);
      });
      await deps.endSessions(memberId);
      return view(row);
    },
  };
};

export type ExclusionService = ReturnType<typeof createExclusionService>;
