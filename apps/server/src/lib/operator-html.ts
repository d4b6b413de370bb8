import DOMPurify from 'isomorphic-dompurify';
import { operatorHtmlPolicy } from '@gp/contract/operator-html';

/**
 * Operator HTML (announcements, promotion terms; ARCHITECTURE: isomorphic-dompurify on save, DOMPurify
 * again at render), by the contract's `operatorHtmlPolicy`. Every write of operator content goes
 * through here, the seed too.
 */
export const sanitizeOperatorHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    ...operatorHtmlPolicy,
    ALLOWED_TAGS: [...operatorHtmlPolicy.ALLOWED_TAGS],
  }).trim();
