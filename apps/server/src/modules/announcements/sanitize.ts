import DOMPurify from 'isomorphic-dompurify';

/**
 * Operator HTML of announcements (ARCHITECTURE: isomorphic-dompurify on save, DOMPurify again at render).
 * Only text formatting, lists, links and images survive; scripts, event handlers, styles, forms and
 * javascript: URLs are removed. Every write of announcement content goes through here, the seed too.
 */
const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'span',
  'img',
];
const allowedAttributes = ['href', 'src', 'alt', 'title'];

export const sanitizeAnnouncementHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https:|\/(?!\/))/i,
  }).trim();
