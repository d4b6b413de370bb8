import { socialChannels, type SocialChannel } from '@gp/contract/social';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import type { DatabaseSchema } from '../../db/schema.js';
import type { SocialFlowsTable } from './tables.js';

type Executor = Db | Transaction<DatabaseSchema>;

/** SQL of social sign-in (issue 18). Every claim of a state or ticket is one conditional UPDATE. */
export const createSocialRepository = (db: Db) => ({
  // The merchant's channels
  channelSettings: (merchantCode: string) =>
    db
      .selectFrom('social_channel_settings')
      .select(['channel', 'enabled', 'position'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('position')
      .execute(),
  setChannelEnabled: async (merchantCode: string, channel: SocialChannel, enabled: boolean) => {
    const result = await db
      .updateTable('social_channel_settings')
      .set({ enabled: enabled ? 1 : 0 })
      .where('merchant_code', '=', merchantCode)
      .where('channel', '=', channel)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  // Flows
  deleteFlowsBefore: (before: string) =>
    db.deleteFrom('social_flows').where('expires_at', '<', before).execute(),
  openFlow: (row: SocialFlowsTable) => db.insertInto('social_flows').values(row).execute(),
  findFlow: (id: string) => db.selectFrom('social_flows').selectAll().where('id', '=', id).executeTakeFirst(),
  findFlowByTicket: (ticketHash: string) =>
    db.selectFrom('social_flows').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst(),
  /** The callback claims the state once; false when it was claimed or expired. */
  claimState: async (id: string, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('social_flows')
      .set({ callback_at: now })
      .where('id', '=', id)
      .where('callback_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  storeResult: (
    id: string,
    result: Pick<SocialFlowsTable, 'ticket_hash' | 'ticket_expires_at' | 'subject' | 'email' | 'name'>,
  ) => db.updateTable('social_flows').set(result).where('id', '=', id).execute(),
  proveMember: (id: string, memberId: number) =>
    db.updateTable('social_flows').set({ proven_member_id: memberId }).where('id', '=', id).execute(),
  /** Spends the ticket; false when another request spent it first or it expired. */
  consumeTicket: async (id: string, now: string, executor: Executor = db): Promise<boolean> => {
    const result = await executor
      .updateTable('social_flows')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('ticket_expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  transaction: <T>(work: (trx: Transaction<DatabaseSchema>) => Promise<T>) => db.transaction().execute(work),

  // Identities
  findIdentity: (merchantCode: string, channel: SocialChannel, subject: string) =>
    db
      .selectFrom('social_identities')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('channel', '=', channel)
      .where('subject', '=', subject)
      .executeTakeFirst(),
  identitiesOf: (memberId: number) =>
    db
      .selectFrom('social_identities')
      .select(['channel', 'email', 'linked_at'])
      .where('member_id', '=', memberId)
      .orderBy('linked_at')
      .execute(),
  linkIdentity: (
    executor: Executor,
    row: {
      merchant_code: string;
      member_id: number;
      channel: SocialChannel;
      subject: string;
      email: string | null;
    },
    now: string,
  ) =>
    executor
      .insertInto('social_identities')
      .values({ ...row, linked_at: now, last_login_at: null })
      .execute(),
  touchIdentity: (merchantCode: string, channel: SocialChannel, subject: string, now: string) =>
    db
      .updateTable('social_identities')
      .set({ last_login_at: now })
      .where('merchant_code', '=', merchantCode)
      .where('channel', '=', channel)
      .where('subject', '=', subject)
      .execute(),
  passwordHashOf: async (memberId: number): Promise<string | undefined> =>
    (await db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirst())
      ?.password_hash,
  /**
   * Removes the member's identity of `channel` unless it is the last way to log in (no usable
   * password, no other channel), under the member's row lock so two unlinks cannot both pass.
   */
  unlink: (memberId: number, channel: SocialChannel, unusableHash: string) =>
    db.transaction().execute(async (trx): Promise<'unlinked' | 'not_linked' | 'last'> => {
      await lockMemberRow(trx, memberId);
      const links = await trx
        .selectFrom('social_identities')
        .select('channel')
        .where('member_id', '=', memberId)
        .execute();
      if (!links.some((link) => link.channel === channel)) return 'not_linked';
      const member = await trx
        .selectFrom('members')
        .select('password_hash')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (member.password_hash === unusableHash && links.length < 2) return 'last';
      await trx
        .deleteFrom('social_identities')
        .where('member_id', '=', memberId)
        .where('channel', '=', channel)
        .execute();
      return 'unlinked';
    }),
});

export type SocialRepository = ReturnType<typeof createSocialRepository>;

/** The demo merchant offers every channel the server has credentials for (none by default). */
export const seedSocialChannels = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('social_channel_settings')
    .values(
      socialChannels.map((channel, position) => ({
        merchant_code: merchantCode,
        channel,
        enabled: 1,
        position,
      })),
    )
    .onConflict((c) => c.columns(['merchant_code', 'channel']).doNothing())
    .execute();
};
