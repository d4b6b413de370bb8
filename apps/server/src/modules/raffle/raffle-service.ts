import type { Raffle } from '@gp/contract/raffle';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { maskName } from '../../lib/mask-name.js';
import { textIn } from '../../lib/localized-text.js';
import { requestHash, type Idempotency } from '../wallet/idempotency.js';
import type { Trx } from '../wallet/ledger.js';
import { money } from '../wallet/money.js';
import type { RaffleRepository } from './repository.js';

type RaffleRow = NonNullable<Awaited<ReturnType<RaffleRepository['raffle']>>>;

const dayMs = 86_400_000;
/** What a member reads and claims of raffles (issue 20), and the public winner list. */
export const createRaffleService = (deps: {
  repo: RaffleRepository;
  idempotency: Idempotency;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, merchantCode } = deps;

  const statusOf = (r: RaffleRow, now: string): Raffle['status'] => {
    if (r.status === 'drawn') return 'drawn';
    if (now < r.starts_at) return 'upcoming';
    return now < r.ends_at ? 'open' : 'closed';
  };

  /** Tickets the member's records give: one per ticket amount of deposits or valid bets in the raffle's window. */
  const earnedTickets = async (r: RaffleRow, memberId: number, now: string, q?: Trx) => {
    if (now < r.starts_at) return 0;
    const until = now < r.ends_at ? now : r.ends_at;
    const total = await repo.earned(r.basis, memberId, r.starts_at, until, q);
    return Number(total / BigInt(r.ticket_amount));
  };

  const winnersOf = async (raffleIds: number[], memberId: number | null) =>
    (await repo.winners(raffleIds)).map((w) => ({
      raffleId: w.raffle_id,
      rank: w.rank,
      account: maskName(w.account),
      prize: money(BigInt(w.prize)),
      tickets: w.tickets,
      me: w.member_id === memberId,
    }));

  const view = async (r: RaffleRow, memberId: number, language: string | undefined): Promise<Raffle> => {
    const now = deps.clock().toISOString();
    const [earned, entry, total, winners] = await Promise.all([
      earnedTickets(r, memberId, now),
      repo.entry(r.id, memberId),
      repo.totalTickets(r.id),
      winnersOf([r.id], memberId),
    ]);
    return {
      id: r.id,
      title: textIn(r.names, language),
      basis: r.basis,
      ticketAmount: money(BigInt(r.ticket_amount)),
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      drawAt: r.draw_at,
      status: statusOf(r, now),
      prizes: (JSON.parse(r.prizes) as string[]).map((p) => money(BigInt(p))),
      earnedTickets: earned,
      claimedTickets: entry?.tickets ?? 0,
      totalTickets: total,
      winners: winners.map(({ raffleId: _raffle, ...w }) => w),
    };
  };

  return {
    list: async (memberId: number, language: string | undefined) => {
      const since = new Date(deps.clock().getTime() - 30 * dayMs).toISOString();
      const rows = await repo.current(merchantCode, since);
      return { raffles: await Promise.all(rows.map((r) => view(r, memberId, language))) };
    },

    /** Claims every ticket earned so far; raffle_not_claimable when it is not open or nothing is new. */
    claim: async (
      memberId: number,
      body: { raffleId: number; language?: string | undefined },
      key: string,
    ) => {
      const raffle = await repo.raffle(merchantCode, body.raffleId);
      const refuse = () => new AppError('raffle_not_claimable', 'No new ticket to claim in this raffle');
      if (!raffle) throw refuse();
      const hash = requestHash('claimRafflePromotion', { raffleId: raffle.id });
      await deps.idempotency.run(memberId, key, hash, async (trx) => {
        await lockMemberRow(trx, memberId);
        const current = await repo.raffle(merchantCode, raffle.id, trx);
        const now = deps.clock().toISOString();
        if (!current || statusOf(current, now) !== 'open') throw refuse();
        const tickets = await earnedTickets(current, memberId, now, trx);
        if (tickets <= 0 || !(await repo.raiseEntry(trx, raffle.id, memberId, tickets, now))) throw refuse();
        return { replayed: false };
      });
      return { raffle: await view((await repo.raffle(merchantCode, raffle.id))!, memberId, body.language) };
    },

    winnerRankList: async (
      q: { raffleId?: number | undefined; language?: string | undefined },
      memberId: number | null,
    ) => {
      const raffle =
        q.raffleId === undefined
          ? await repo.lastDrawn(merchantCode)
          : await repo.raffle(merchantCode, q.raffleId);
      if (!raffle || raffle.status !== 'drawn' || !raffle.drawn_at) return { raffle: null, winners: [] };
      const winners = await winnersOf([raffle.id], memberId);
      return {
        raffle: { id: raffle.id, title: textIn(raffle.names, q.language), drawnAt: raffle.drawn_at },
        winners: winners.map(({ raffleId: _raffle, ...w }) => w),
      };
    },
  };
};

export type RaffleService = ReturnType<typeof createRaffleService>;
