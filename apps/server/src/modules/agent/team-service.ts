import type { Downline, DownlineStatus, DownlinesQuery, OpenAccountBody } from '@gp/contract/agent';
import { dormantAfterDays } from '@gp/contract/agent';
import type { RegisterSettings } from '@gp/contract/system';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Authenticated } from '../session/session-service.js';
import { checkUsername } from '../registration/register-validation.js';
import { requestHash } from '../wallet/idempotency.js';
import { amountOf, money } from '../wallet/money.js';
import type { PaymentPasswordGuard } from '../wallet/payment-password-guard.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { RegisterRepository } from '../registration/register-repository.js';
import { newInviteCode } from '../registration/invite-code.js';
import type { TeamRepository } from './team-repository.js';

/**
 * The agent's team (issue 16): opening accounts directly under the agent (registerCenter), the
 * downline list (downlineManagmentView) and transfers to anyone in the team.
 */
export const createTeamService = (deps: {
  db: Db;
  repo: TeamRepository;
  /** Taken names and invite codes, and the insert of a new account, as registration does them. */
  registrations: RegisterRepository;
  wallet: WalletService;
  paymentPassword: PaymentPasswordGuard;
  registerSettings: () => Promise<RegisterSettings>;
  clock: Clock;
  merchantCode: string;
  agentTypes: readonly number[];
  /** The calling agent's own row: its type is the type of the sub-agents it opens. */
  member: (
    id: number,
  ) => Promise<{ id: number; type: number; payment_password_hash: string | null } | undefined>;
  /** Contracts the agent gave some downlines (modules/contracts), for the list's contract column. */
  contractsGiven: (uplineId: number, ids: number[]) => Promise<Map<number, Downline['contracts']>>;
}) => {
  const { repo, registrations, clock, merchantCode, agentTypes } = deps;
  const isAgentType = (type: number) => agentTypes.includes(type);
  const accountTaken = () => new AppError('account_exists', 'This account already exists');

  const freeInviteCode = async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const code = newInviteCode();
      if (!(await registrations.findByInviteCode(merchantCode, code))) return code;
    }
    throw new Error('no free invite code after 8 attempts');
  };

  /** The agent's invite code; an agent opened before it had one (by the operator) gets one now. */
  const affiliateCodeOf = async (agentId: number): Promise<string> => {
    const existing = await repo.inviteCodeOf(agentId);
    if (existing !== null) return existing;
    await repo.setInviteCodeIfMissing(agentId, await freeInviteCode());
    const code = await repo.inviteCodeOf(agentId);
    if (code === null) throw new Error(`agent ${agentId} has no invite code`);
    return code;
  };

  const statusOf = (row: { must_change_password: number; last_login_at: string | null }): DownlineStatus => {
    if (Number(row.must_change_password) === 1 || row.last_login_at === null) return 'PENDING';
    const cutoff = clock().getTime() - dormantAfterDays * 86_400_000;
    return Date.parse(row.last_login_at) >= cutoff ? 'ACTIVE' : 'DORMANT';
  };

  return {
    openAccount: async (auth: Authenticated, body: OpenAccountBody) => {
      const account = checkUsername(body.username, await deps.registerSettings());
      const initialHash = await repo.initialPasswordHash(merchantCode);
      if (initialHash === null) {
        throw new AppError('initial_password_not_set', 'No initial password is set for new accounts');
      }
      const me = await deps.member(auth.memberId);
      if (!me) throw new AppError('not_logged_in', 'You are not logged in, please login');
      if (await registrations.accountTaken(merchantCode, account)) throw accountTaken();
      const agent = body.accountType === 'AGENT';
      const now = clock().toISOString();
      let row;
      try {
        row = await registrations.insert(deps.db, {
          merchant_code: merchantCode,
          account,
          nickname: body.nickname ?? account,
          type: agent ? me.type : 0,
          password_hash: initialHash,
          created_at: now,
          upline_id: me.id,
          invite_code: agent ? await freeInviteCode() : null,
          must_change_password: 1,
        });
      } catch (error) {
        // A concurrent registration won the unique index between the check and the insert.
        if (await registrations.accountTaken(merchantCode, account)) throw accountTaken();
        throw error;
      }
      return {
        account: row.account,
        nickname: row.nickname,
        accountType: body.accountType,
        createdAt: row.created_at,
        mustChangePassword: true as const,
      };
    },

    downlines: async (auth: Authenticated, query: DownlinesQuery) => {
      const [{ total, rows }, counts, affiliateCode] = await Promise.all([
        repo.downlines(auth.memberId, { ...query, agentTypes, now: clock() }),
        repo.teamCounts(auth.memberId),
        affiliateCodeOf(auth.memberId),
      ]);
      const ids = rows.map((r) => Number(r.id));
      const [balances, contracts] = await Promise.all([
        deps.wallet.mainBalancesOf(ids),
        deps.contractsGiven(auth.memberId, ids),
      ]);
      return {
        content: rows.map((r) => ({
          account: r.account,
          nickname: r.nickname,
          accountType: isAgentType(Number(r.type)) ? ('AGENT' as const) : ('MEMBER' as const),
          level: Number(r.depth),
          upline: r.upline ?? '',
          status: statusOf(r),
          joinedAt: r.created_at,
          lastLoginAt: r.last_login_at,
          balance: money(balances.get(Number(r.id)) ?? 0n),
          teamSize: Number(r.team_size ?? 0),
          contracts: contracts.get(Number(r.id)) ?? [],
        })),
        pageNum: query.pageNum,
        totalPages: Math.ceil(total / query.pageSize),
        total,
        ...counts,
        affiliateCode,
      };
    },

    /** From the agent's main wallet to anyone in its team, confirmed by the payment password. */
    transferDownline: async (
      auth: Authenticated,
      body: { account: string; amount: unknown; paymentPassword: string },
      key: string,
      meta: { ip: string },
    ) => {
      const me = await deps.member(auth.memberId);
      if (!me) throw new AppError('not_logged_in', 'You are not logged in, please login');
      await deps.paymentPassword.verify(me, body.paymentPassword, meta);
      const amount = amountOf(body.amount);
      const target = await repo.findInTeam(merchantCode, auth.memberId, body.account);
      if (!target) throw new AppError('not_your_downline', 'That account is not in your team');
      const hash = requestHash('transferDownline', { account: body.account, amount: amount.toString() });
      return deps.wallet.memberTransfer(me.id, Number(target.id), 'TRANSFER_DOWNLINE', amount, key, hash);
    },
  };
};

export type TeamService = ReturnType<typeof createTeamService>;
