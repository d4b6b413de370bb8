import { z } from 'zod';

/**
 * The inbox (spec 2.6 messageV2, 3 unreadMessage, 7.2 CSP_unreadCount; issue 21). Platform messages
 * reach one member, a segment (VIP level from, an agent's team, registered between two dates, members
 * with an approved deposit) or everyone. A broadcast is one row: who sees it is decided when the inbox
 * is read, so a member who registers later and falls in the segment sees it too; read and deleted marks
 * are rows per member, written when the member reads or deletes. Messages the platform sends itself
 * (deposit or withdrawal decided, bonus granted, contract offered or settled, limits changed, a new
 * device signed in) are personal messages of the category `system`.
 *
 * The unread count is also pushed over the real-time socket (`{ "type": "inbox", "unread": n }`, see
 * realtime.ts) when a message arrives or is read, deleted or marked in another tab.
 */
export const inboxCategories = ['system', 'promotion'] as const;
export type InboxCategory = (typeof inboxCategories)[number];

export const inboxFilters = ['all', 'unread', 'system', 'promotion'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

/** The size of one page of the inbox when the client does not ask for another. */
export const inboxPageSize = 10;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * A link to a page of the product attached to a message: a same-origin path ("/promotions",
 * "/member?page=rewardCenter"), never another site.
 */
export const inboxLinkPattern = /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  category: z.enum(inboxCategories),
  title: z.string(),
  /** Sanitized HTML (operatorHtmlPolicy), in the asked language, else English. */
  body: z.string(),
  /** A path of the product to open from the message, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /** After this instant the message no longer shows; null: it does not expire. */
  expiresAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET CSP_messageList (T): newest first. */
export const inboxListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(inboxPageSize),
  filter: z.enum(inboxFilters).default('all'),
  language: z.string().max(8).optional(),
});
export const inboxListValueSchema = z.object({
  content: z.array(inboxMessageSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unread: z.number().int().min(0),
});

/** POST CSP_readMessage (T): marks one of the member's messages read (again: nothing changes). */
export const inboxReadBodySchema = z.object({ id });
/** DELETE CSP_deleteMessage (T, query id): the message no longer shows for this member. */
export const inboxDeleteQuerySchema = z.object({ id });
/** The answer of read, read-all and delete: the unread count after it. */
export const inboxUnreadValueSchema = z.object({ unread: z.number().int().min(0) });
