import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { moneyText, sumText } from '../wallet/ledger.js';
import type { ContractSettlementsTable, ContractsTable } from './tables.js';

type Trx = Transaction<DatabaseSchema>;
type Kind = ContractsTable['kind'];
type Status = ContractsTable['status'];

const contractColumns = [
  'c.id',
  'c.kind',
  'c.period',
  'c.upline_id',
  'c.agent_id',
  'c.tiers',
  'c.max_rate_bp',
  'c.status',
  'c.offered_at',
  'c.signed_at',
  'c.ended_at',
  'c.end_reason',
  'a.account as agent',
  'u.account as upline',
] as const;

/** SQL of the agent contracts and their settlements (tables.ts). */
export const createContractRepository = (db: Db) => {
  const contracts = (q: Db | Trx = db) =>
    q
      .selectFrom('contracts as c')
      .innerJoin('members as a', 'a.id', 'c.agent_id')
      .leftJoin('members as u', 'u.id', 'c.upline_id')
      .select(contractColumns);

  /** In force at `at`: signed before it and not ended by then. */
  const inForce = (q: Db | Trx, kind: Kind, at: string) =>
    contracts(q)
      .where('c.kind', '=', kind)
      .where('c.signed_at', 'is not', null)
      .where('c.signed_at', '<', at)
      .where((eb) => eb.or([eb('c.ended_at', 'is', null), eb('c.ended_at', '>=', at)]));

  return {
    byId: (id: number, q: Db | Trx = db) => contracts(q).where('c.id', '=', id).executeTakeFirst(),

    /** The agent's contracts of a kind in the given statuses, newest first. */
    ofAgent: (agentId: number, kind: Kind, statuses: Status[], q: Db | Trx = db) =>
      contracts(q)
        .where('c.agent_id', '=', agentId)
        .where('c.kind', '=', kind)
        .where('c.status', 'in', statuses)
        .orderBy('c.id', 'desc')
        .execute(),

    /** Contracts the agent gave (offered or signed) of a kind. */
    givenBy: (uplineId: number, kind: Kind, statuses: Status[], q: Db | Trx = db) =>
      contracts(q)
        .where('c.upline_id', '=', uplineId)
        .where('c.kind', '=', kind)
        .where('c.status', 'in', statuses)
        .orderBy('c.id', 'desc')
        .execute(),

    insert: async (
      trx: Trx,
      row: Omit<ContractsTable, 'id' | 'signed_at' | 'ended_at' | 'end_reason'> & {
        signed_at?: string | null;
      },
    ) =>
      (
        await trx
          .insertInto('contracts')
          .values({ ...row, signed_at: row.signed_at ?? null, ended_at: null, end_reason: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** from -> to, only when still `from`; false when another request moved it first. */
    move: async (trx: Trx, id: number, from: Status[], to: { status: Status; at: string; reason?: string }) =>
      (
        await trx
          .updateTable('contracts')
          .set(
            to.status === 'SIGNED'
              ? { status: 'SIGNED', signed_at: to.at }
              : { status: to.status, ended_at: to.at, end_reason: to.reason ?? null },
          )
          .where('id', '=', id)
          .where('status', 'in', from)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    /** Signed or offered contracts an agent gave some of its downlines. */
    givenTo: (uplineId: number, agentIds: number[]) =>
      agentIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('contracts')
            .select(['agent_id', 'kind', 'status', 'max_rate_bp'])
            .where('upline_id', '=', uplineId)
            .where('agent_id', 'in', agentIds)
            .where('status', 'in', ['SIGNED', 'OFFERED'])
            .orderBy('kind')
            .execute(),

    /** Whether `account` is a direct sub-agent of the agent (one level down, of an agent type). */
    directSubAgent: (merchantCode: string, agentId: number, account: string, agentTypes: readonly number[]) =>
      db
        .selectFrom('team_paths as p')
        .innerJoin('members as m', 'm.id', 'p.descendant_id')
        .select(['m.id', 'm.account'])
        .where('p.ancestor_id', '=', agentId)
        .where('p.depth', '=', 1)
        .where('m.merchant_code', '=', merchantCode)
        .where('m.account', '=', account)
        .where('m.type', 'in', agentTypes.length > 0 ? [...agentTypes] : [-1])
        .executeTakeFirst(),

    memberByAccount: (merchantCode: string, account: string) =>
      db
        .selectFrom('members')
        .select(['id', 'account', 'type'])
        .where('merchant_code', '=', merchantCode)
        .where('account', '=', account)
        .executeTakeFirst(),

    /** Tree tops of a kind in force at `at`: contracts the operator granted. */
    rootsInForce: (merchantCode: string, kind: Kind, at: string) =>
      inForce(db, kind, at)
        .where('c.upline_id', 'is', null)
        .where('a.merchant_code', '=', merchantCode)
        .execute(),

    /** Contracts an agent gave that were in force at `at`. */
    childrenInForce: (uplineId: number, kind: Kind, at: string) =>
      inForce(db, kind, at).where('c.upline_id', '=', uplineId).orderBy('c.id').execute(),

    /** Operator-granted contracts that are signed, or ended within `since` (their last periods). */
    rootsToSettle: (merchantCode: string, since: string) =>
      contracts(db)
        .where('a.merchant_code', '=', merchantCode)
        .where('c.upline_id', 'is', null)
        .where('c.signed_at', 'is not', null)
        .where((eb) => eb.or([eb('c.status', '=', 'SIGNED'), eb('c.ended_at', '>=', since)]))
        .orderBy('c.id')
        .execute(),

    /** The team's settled rounds in [from, to) straight from the bet records (real-time periods). */
    teamWindow: async (agentId: number, from: string, to: string) => {
      const row = await db
        .selectFrom('team_paths as p')
        .innerJoin('bet_records as b', 'b.member_id', 'p.descendant_id')
        .select([
          sumText('b.valid_bet_minor').as('valid_bet'),
          sumText('b.bet_minor').as('bet'),
          sumText('b.win_minor').as('win'),
          sql<string>`count(distinct b.member_id)`.as('active'),
        ])
        .where('p.ancestor_id', '=', agentId)
        .where('p.depth', '>', 0)
        .where('b.created_at', '>=', from)
        .where('b.created_at', '<', to)
        .executeTakeFirstOrThrow();
      return {
        validBet: BigInt(row.valid_bet),
        bet: BigInt(row.bet),
        win: BigInt(row.win),
        activeMembers: Number(row.active),
      };
    },

    lastSettledStart: async (contractId: number) =>
      (
        await db
          .selectFrom('contract_settlements')
          .select(sql<string | null>`max(period_start)`.as('start'))
          .where('contract_id', '=', contractId)
          .executeTakeFirstOrThrow()
      ).start,

    /** Inserts the row unless the period is settled already; false then. */
    claim: async (trx: Trx, row: Omit<ContractSettlementsTable, 'id' | 'entry_id'>) =>
      (
        await trx
          .insertInto('contract_settlements')
          .values({ ...row, entry_id: null })
          .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
          .returning('id')
          .execute()
      )[0]?.id,

    setEntry: (trx: Trx, id: number, entryId: number) =>
      trx.updateTable('contract_settlements').set({ entry_id: entryId }).where('id', '=', id).execute(),

    /** A page of the agent's settlements of a kind, newest first, and their count. */
    records: async (
      agentId: number,
      kind: Kind,
      page: { num: number; size: number },
      activeOnly: boolean,
    ) => {
      const base = db
        .selectFrom('contract_settlements as s')
        .innerJoin('members as a', 'a.id', 's.agent_id')
        .where('s.agent_id', '=', agentId)
        .where('s.kind', '=', kind)
        .$if(activeOnly, (q) =>
          q.where((eb) => eb.or([eb('s.bet', '<>', 0), eb('s.valid_bet', '<>', 0), eb('s.payout', '<>', 0)])),
        );
      const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(settlementColumns)
        .orderBy('s.period_start', 'desc')
        .orderBy('s.id', 'desc')
        .limit(page.size)
        .offset((page.num - 1) * page.size)
        .execute();
      return { total: Number(n), rows };
    },

    /** The agent's settlements whose periods start in [from, to): paid per kind, and a page of them. */
    revenue: async (
      agentId: number,
      range: { from: string; to: string; kind?: Kind | undefined },
      page: { num: number; size: number },
    ) => {
      let base = db
        .selectFrom('contract_settlements as s')
        .innerJoin('members as a', 'a.id', 's.agent_id')
        .where('s.agent_id', '=', agentId)
        .where('s.period_start', '>=', range.from)
        .where('s.period_start', '<', range.to);
      const bySource = await base
        .select(['s.kind', sql<string>`count(*)`.as('periods'), sumText('s.payout').as('payout')])
        .groupBy('s.kind')
        .execute();
      if (range.kind) base = base.where('s.kind', '=', range.kind);
      const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(settlementColumns)
        .orderBy('s.period_start', 'desc')
        .orderBy('s.id', 'desc')
        .limit(page.size)
        .offset((page.num - 1) * page.size)
        .execute();
      return { bySource, count: Number(n), rows };
    },

    /** Every settlement with its contract's upline (ledger verify). */
    allSettlements: () =>
      db
        .selectFrom('contract_settlements as s')
        .innerJoin('contracts as c', 'c.id', 's.contract_id')
        .innerJoin('members as a', 'a.id', 's.agent_id')
        .select(settlementColumns)
        .select(['c.upline_id', 'c.agent_id'])
        .orderBy('s.id')
        .execute(),

    settlementById: (id: number) =>
      db
        .selectFrom('contract_settlements as s')
        .innerJoin('members as a', 'a.id', 's.agent_id')
        .select(settlementColumns)
        .where('s.id', '=', id)
        .executeTakeFirst(),
  };
};

const settlementColumns = [
  's.id',
  's.contract_id',
  's.kind',
  's.period_start',
  's.period_end',
  moneyText('s.valid_bet').as('valid_bet'),
  moneyText('s.bet').as('bet'),
  moneyText('s.win').as('win'),
  's.active_members',
  moneyText('s.base').as('base'),
  's.rate_bp',
  's.effective_rate_bp',
  moneyText('s.gross').as('gross'),
  sql<string | null>`cast(s.ceiling as text)`.as('ceiling'),
  moneyText('s.sub_share').as('sub_share'),
  moneyText('s.payout').as('payout'),
  's.entry_id',
  's.settled_at',
  'a.account as agent',
] as const;

export type ContractRepository = ReturnType<typeof createContractRepository>;
export type ContractRow = NonNullable<Awaited<ReturnType<ContractRepository['byId']>>>;
export type SettlementRow = NonNullable<Awaited<ReturnType<ContractRepository['settlementById']>>>;
