/**
 * What operator HTML (announcement content) may contain, for DOMPurify on both sides: the server
 * sanitizes on save, the web again at render. Text formatting, lists, links and images with https: or
 * site-relative URLs; scripts, event handlers, styles, forms and javascript: URLs are removed.
 */
export const operatorHtmlPolicy = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span', 'img'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https:|\/(?!\/))/i,
};
