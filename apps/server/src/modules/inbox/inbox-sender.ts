import { inboxLinkPattern, type InboxCategory } from '@gp/contract/inbox';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sanitizeOperatorHtml } from '../../lib/operator-html.js';
import { afterCommit } from '../wallet/ledger.js';
import { createInboxRepository } from './repository.js';

/** Who a broadcast reaches; no criterion: everyone. Instants are ISO-8601. */
export interface Segment {
  minVip?: number;
  agentId?: number;
  registeredFrom?: string;
  registeredTo?: string;
  withDeposit?: boolean;
}

/** A message to send: texts are language -> text (EN required); bodies are HTML, sanitized here. */
export interface OutgoingMessage {
  to: { memberId: number } | { segment: Segment };
  category: InboxCategory;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  link?: string | null;
  expiresAt?: string | null;
  sender: 'operator' | 'platform';
  notice?: string;
}

const maxTitle = 120;
const maxBody = 20_000;

/** Refuses a message an operator could not mean: no English text, oversize, a link off the product. */
const checked = (message: OutgoingMessage): OutgoingMessage => {
  if (!message.titles.EN?.trim() || !message.bodies.EN?.trim()) {
    throw new AppError('bad_request', 'A message needs an English title and body');
  }
  for (const title of Object.values(message.titles)) {
    if (title.length > maxTitle)
      throw new AppError('bad_request', `Titles are at most ${maxTitle} characters`);
  }
  for (const body of Object.values(message.bodies)) {
    if (body.length > maxBody) throw new AppError('bad_request', `Bodies are at most ${maxBody} characters`);
  }
  if (message.link && !inboxLinkPattern.test(message.link)) {
    throw new AppError('bad_request', 'The link must be a path of this site, such as /promotions');
  }
  return message;
};

const sanitizedAll = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([language, html]) => [language, sanitizeOperatorHtml(html)]));

/**
 * Writes messages (operators' and the platform's own), in `executor` when it is a transaction (a
 * platform notice commits with what it tells). `publish` tells every server process whose badge
 * changed (null: a broadcast), once the message is committed.
 */
export const createInboxSender = (deps: {
  db: Db;
  clock: Clock;
  merchantCode: string;
  publish: (memberId: number | null) => void;
}) => {
  const repo = createInboxRepository(deps.db);
  return {
    send: async (message: OutgoingMessage, executor?: Db) => {
      const { to, titles, bodies, link, expiresAt, category, sender, notice } = checked(message);
      const segment = 'segment' in to ? to.segment : {};
      const memberId = 'memberId' in to ? to.memberId : null;
      const { id } = await repo.insert(
        {
          merchant_code: deps.merchantCode,
          member_id: memberId,
          category,
          titles: JSON.stringify(titles),
          bodies: JSON.stringify(sanitizedAll(bodies)),
          link: link ?? null,
          seg_min_vip: segment.minVip ?? null,
          seg_agent_id: segment.agentId ?? null,
          seg_registered_from: segment.registeredFrom ?? null,
          seg_registered_to: segment.registeredTo ?? null,
          seg_with_deposit: segment.withDeposit ? 1 : 0,
          sender,
          notice: notice ?? null,
          created_at: deps.clock().toISOString(),
          expires_at: expiresAt ?? null,
        },
        executor,
      );
      if (executor) afterCommit(executor, () => deps.publish(memberId));
      else deps.publish(memberId);
      return { id };
    },
  };
};
export type InboxSender = ReturnType<typeof createInboxSender>;
