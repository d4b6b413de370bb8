import type { Generated } from 'kysely';
import type { InboxCategory } from '@gp/contract/inbox';

/**
 * A platform message (issue 21): to one member (`member_id`), or a broadcast (`member_id` null) to the
 * members its segment columns select when they read their inbox; a broadcast without any criterion
 * reaches everyone. Titles and bodies are JSON language -> text (bodies sanitized operator HTML).
 */
export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  category: InboxCategory;
  titles: string;
  bodies: string;
  /** A path of the product the message links to, or null. */
  link: string | null;
  /** Segment: VIP level at least this. */
  seg_min_vip: number | null;
  /** Segment: members of this agent's team (its downline at any depth). */
  seg_agent_id: number | null;
  /** Segment: registered at or after this instant, and before `seg_registered_to`. */
  seg_registered_from: string | null;
  seg_registered_to: string | null;
  /** Segment: 1 = only members with an approved deposit. */
  seg_with_deposit: number;
  sender: 'operator' | 'platform';
  /** A platform message: the notice that sent it (deposit_approved, new_device ...). */
  notice: string | null;
  created_at: string;
  /** No longer shown after this instant; null: never expires. */
  expires_at: string | null;
}

/** One member's marks on one message, written when it reads or deletes it. */
export interface InboxMarksTable {
  message_id: number;
  member_id: number;
  read_at: string | null;
  deleted_at: string | null;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
  inbox_marks: InboxMarksTable;
}
