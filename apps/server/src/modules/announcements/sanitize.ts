import DOMPurify from 'isomorphic-dompurify';
import { operatorHtmlPolicy } from '@gp/contract/operator-html';

/**
 * Operator HTML of announcements (ARCHITECTURE: isomorphic-dompurify on save, DOMPurify again at render),
 * by the contract's `operatorHtmlPolicy`. Every write of announcement content goes through here, the
 * seed too.
 */
export const sanitizeAnnouncementHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    ...operatorHtmlPolicy,
    ALLOWED_TAGS: [...operatorHtmlPolicy.ALLOWED_TAGS],
  }).trim();
