import createDOMPurify, { type DOMPurify } from 'dompurify';
import { operatorHtmlPolicy } from '@gp/contract/operator-html';

/**
 * Operator HTML of announcements (ARCHITECTURE: isomorphic-dompurify on save, DOMPurify again at
 * render), by the contract's `operatorHtmlPolicy`, the one the server applies on save. Links open in a
 * new tab without an opener, so a link in a popup never replaces the site. A purifier of its own keeps
 * that hook away from other HTML.
 */
let purifier: DOMPurify | null = null;
const operatorPurifier = (): DOMPurify => {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
};

export const sanitizeOperatorHtml = (html: string): string =>
  operatorPurifier().sanitize(html, operatorHtmlPolicy);
