import { useMemo, type MouseEvent } from 'react';
import { sanitizeOperatorHtml } from '../lib/operator-html';
import { siteLinkOf } from '../lib/site-link';
import styles from './operator-content.module.css';

/**
 * An operator's HTML (announcements, agent notices), sanitized again here. A link to a page of this site
 * opens in place through `onSiteLink`; links elsewhere open a new tab (lib/operator-html.ts). Renders
 * nothing for empty content.
 */
export const OperatorContent = ({ html, onSiteLink }: { html: string; onSiteLink: (to: string) => void }) => {
  const clean = useMemo(() => sanitizeOperatorHtml(html), [html]);
  if (!clean) return null;
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const to = siteLinkOf(event);
    if (to === null) return;
    event.preventDefault();
    onSiteLink(to);
  };
  // The links inside are anchors (keyboard Enter clicks them too); this only routes their clicks.
  return (
    <div className={styles.content} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: clean }} />
  );
};
