import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/** SQL for the development outbox: SMS and e-mails the dev providers "send" (never in production). */
export const createOutboxRepository = (db: Db) => ({
  insert: async (message: Omit<OutboxMessage, 'id'>): Promise<void> => {
    await db
      .insertInto('dev_outbox')
      .values({
        id: randomBytes(12).toString('hex'),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        created_at: message.createdAt,
      })
      .execute();
  },

  /** Newest first. */
  list: async (channel: OutboxChannel, to: string | undefined, limit: number): Promise<OutboxMessage[]> => {
    let query = db.selectFrom('dev_outbox').selectAll().where('channel', '=', channel);
    if (to !== undefined) query = query.where('recipient', '=', to);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      createdAt: r.created_at,
    }));
  },
});

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
