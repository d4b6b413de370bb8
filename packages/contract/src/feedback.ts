import { z } from 'zod';

/**
 * Feedback (spec 2.6 "feedback", 3 Feedback, 5 uploads, 7.1 PUT /wps/feedback, 8, 9; issue 21). A member
 * sends a question type, a text between the merchant's minimum and maximum number of words (spec 8
 * "feedback content between {0} and {1} words") and up to 3 png or jpg images of at most 5 MB each,
 * checked by content on the server. Operators take, answer and close it; the answer also arrives in the
 * member's inbox. Only the member and operators can read its images.
 *
 * PUT /wps/feedback is multipart/form-data: the fields `type` and `content` first, then the files, each
 * named `images`. GET CSP_feedbackImage answers the image's bytes (not an envelope), with its type.
 */
export const feedbackTypes = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** submitted -> in_progress (an operator took it) -> answered (the reply is sent) -> closed. */
export const feedbackStatuses = ['submitted', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** The longest content accepted in characters, whatever the word bounds. */
export const feedbackMaxChars = 5_000;

const cjk = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const wordPattern = new RegExp(`[${cjk}]|[^\\s${cjk}]+`, 'gu');
const hasLetterOrDigit = /[\p{L}\p{N}]/u;

/**
 * Words of a feedback text, the same on client and server: runs of letters between spaces, and each
 * Chinese or Japanese character on its own (those languages do not put spaces between words; Korean
 * does). Runs of punctuation alone are not words.
 */
export const countWords = (text: string): number =>
  (text.match(wordPattern) ?? []).filter((word) => hasLetterOrDigit.test(word)).length;

export const feedbackFieldsSchema = z.object({
  type: z.enum(feedbackTypes),
  content: z.string().trim().min(1).max(feedbackMaxChars),
});
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;

export const feedbackRulesSchema = z.object({
  minWords: z.number().int().min(1),
  maxWords: z.number().int().min(1),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
  types: z.array(z.enum(feedbackTypes)),
});
export type FeedbackRules = z.infer<typeof feedbackRulesSchema>;

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(feedbackTypes),
  content: z.string(),
  status: z.enum(feedbackStatuses),
  /** How many images the member attached (read each with CSP_feedbackImage, index 0..images-1). */
  images: z.number().int(),
  /** The operator's answer (plain text), once answered. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** PUT /wps/feedback: the feedback as stored. */
export const feedbackValueSchema = feedbackItemSchema;

/** GET CSP_feedbackList (T): my feedback, newest first, and the rules of the form. */
export const feedbackListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const feedbackListValueSchema = z.object({
  content: z.array(feedbackItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  rules: feedbackRulesSchema,
});

/** GET CSP_feedbackImage (T): one image of one of my feedbacks. */
export const feedbackImageQuerySchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(2),
});
