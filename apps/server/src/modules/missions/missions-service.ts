import type { Mission, MissionSummaryValue } from '@gp/contract/missions';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { maskName } from '../../lib/mask-name.js';
import { textIn } from '../../lib/localized-text.js';
import { businessOffset } from '../team-figures/figures-recorder.js';
import { businessDate, periodOf, previousPeriod, type Period } from '../team-figures/periods.js';
import { requestHash, type Idempotency } from '../wallet/idempotency.js';
import { mainCode, systemAccounts, type Ledger, type Trx } from '../wallet/ledger.js';
import { money } from '../wallet/money.js';
import type { MissionsRepository } from './repository.js';

type MissionRow = Awaited<ReturnType<MissionsRepository['missions']>>[number];

/** The longest run of consecutive business dates among `dates` (YYYY-MM-DD). */
export const longestRun = (dates: readonly string[]): number => {
  const days = [...new Set(dates)]
    .map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000)
    .sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && day === days[i - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
};

/**
 * Missions (issue 20): progress is read from the member's own records of the period (bet records,
 * approved deposits, successful logins), so it is current the moment a round settles and never
 * drifts from them; a claim re-reads it under the member's row lock, pays the reward from the
 * promotion account and writes the claim, whose key (member, mission, period) pays it once.
 */
export const createMissionsService = (deps: {
  db: Db;
  repo: MissionsRepository;
  ledger: Ledger;
  idempotency: Idempotency;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, ledger, merchantCode } = deps;
  let systemReady = false;

  /** The current business day and week (the team figures' calendar, modules/team-figures). */
  const periods = async () => {
    const offset = await businessOffset(deps.db, merchantCode);
    const now = deps.clock();
    return { offset, D: periodOf('D', now, offset), W: periodOf('W', now, offset) };
  };

  const progressOf = async (m: MissionRow, memberId: number, period: Period, offset: number, q?: Trx) => {
    switch (m.kind) {
      case 'BET':
        return repo.validBets(memberId, period, m.game_type, q);
      case 'DEPOSIT':
        return repo.deposits(memberId, period, q);
      case 'WIN_ROUNDS':
        return BigInt(await repo.winningRounds(memberId, period, q));
      case 'LOGIN_STREAK': {
        const logins = await repo.logins(memberId, period, q);
        return BigInt(longestRun(logins.map((l) => businessDate(l.at, offset))));
      }
    }
  };

  const unitText = (m: MissionRow, value: bigint) =>
    m.kind === 'BET' || m.kind === 'DEPOSIT' ? money(value) : value.toString();

  const summary = async (memberId: number, language: string | undefined): Promise<MissionSummaryValue> => {
    const p = await periods();
    const rows = (await repo.missions(merchantCode)).filter((m) => m.active === 1);
    const claims = await repo.claims(memberId, [p.D.start, p.W.start]);
    const missions: Mission[] = await Promise.all(
      rows.map(async (m) => {
        const period = p[m.period];
        const target = BigInt(m.target);
        const progress = await progressOf(m, memberId, period, p.offset);
        const claimed = claims.some((c) => c.mission_id === m.id && c.period_start === period.start);
        return {
          id: m.id,
          period: m.period,
          kind: m.kind,
          gameType: m.game_type as Mission['gameType'],
          title: textIn(m.names, language),
          target: unitText(m, target),
          progress: unitText(m, progress < target ? progress : target),
          status: claimed ? 'claimed' : progress >= target ? 'completed' : 'in_progress',
          reward: money(BigInt(m.reward)),
          missionPoints: m.mission_points,
          endsAt: period.end,
        };
      }),
    );
    return {
      missions,
      claimable: missions.filter((m) => m.status === 'completed').length,
      weekPoints: await repo.pointsOf(memberId, p.W),
    };
  };

  return {
    summary,

    claim: async (
      memberId: number,
      body: { missionId: number; language?: string | undefined },
      key: string,
    ) => {
      if (!systemReady) {
        await ledger.ensureSystemAccounts(merchantCode);
        systemReady = true;
      }
      await ledger.ensureMemberAccounts(merchantCode, memberId, []);
      const p = await periods();
      const mission = (await repo.missions(merchantCode)).find(
        (m) => m.id === body.missionId && m.active === 1,
      );
      if (!mission) throw new AppError('mission_not_claimable', 'No such mission to claim');
      const period = p[mission.period];
      const hash = requestHash('missionClaim', { missionId: mission.id, period: period.start });
      await deps.idempotency.run(memberId, key, hash, async (trx) => {
        await lockMemberRow(trx, memberId);
        const progress = await progressOf(mission, memberId, period, p.offset, trx);
        const done = await repo.claims(memberId, [period.start], trx);
        if (progress < BigInt(mission.target) || done.some((c) => c.mission_id === mission.id)) {
          throw new AppError('mission_not_claimable', 'This mission is not completed, or was claimed');
        }
        const at = deps.clock().toISOString();
        const reward = BigInt(mission.reward);
        const [promotion, main] = await ledger.accountIds(
          merchantCode,
          [systemAccounts.PROMOTION, mainCode(memberId)],
          trx,
        );
        const posted = await ledger.post(trx, {
          merchantCode,
          memberId,
          type: 'MISSION_REWARD',
          reference: `mission:${mission.id}:${period.start}`,
          at,
          lines: [
            { accountId: promotion!, amount: -reward },
            { accountId: main!, amount: reward },
          ],
        });
        await repo.insertClaim(trx, {
          merchant_code: merchantCode,
          member_id: memberId,
          mission_id: mission.id,
          period_start: period.start,
          reward,
          mission_points: mission.mission_points,
          entry_id: posted.entryId,
          claimed_at: at,
        });
        return { replayed: false };
      });
      return summary(memberId, body.language);
    },

    leaderboard: async (memberId: number, q: { week: 'current' | 'previous'; limit: number }) => {
      const p = await periods();
      const week = q.week === 'current' ? p.W : previousPeriod(p.W, p.offset);
      const standings = await repo.standings(merchantCode, week);
      // Competition ranking: ties share a rank, the next rank skips (1, 1, 3).
      let rank = 0;
      const ranked = standings.map((s, i) => {
        const points = Number(s.points);
        if (i === 0 || points !== Number(standings[i - 1]!.points)) rank = i + 1;
        return { rank, account: maskName(s.account), points, me: s.member_id === memberId };
      });
      return {
        weekStart: week.start,
        weekEnd: week.end,
        entries: ranked.slice(0, q.limit),
        mine: ranked.find((e) => e.me) ?? null,
      };
    },
  };
};

export type MissionsService = ReturnType<typeof createMissionsService>;
