import type { LanguagePack } from '@gp/contract/constants';
import { startupElementId, type StartupSnapshot } from '@gp/contract/startup';
import type { QueryFunctionClient } from '../../lib/query';
import { announcementsQuery } from '../../lib/announcements';
import { gameVendorQuery } from '../games/api/game-vendor';

let taken = false;

/**
 * The start-up answers the page's HTML carries (StartupSnapshot, issue 15), once: the first start-up
 * uses them instead of its calls; a retry after a failure calls. Null when the page has none (the dev
 * server, a server that could not make them) or they do not parse.
 */
export const takeStartupSnapshot = (): StartupSnapshot | null => {
  if (taken) return null;
  taken = true;
  const element = document.getElementById(startupElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as StartupSnapshot;
  } catch {
    return null;
  } finally {
    element.remove();
  }
};

/**
 * A guest's lanes and announcements from the snapshot go into the query cache as if just fetched, when
 * they are in the language the visitor reads (a returning visitor may have chosen another). A member's
 * announcements are keyed by the member, so a logged-in visitor still asks for theirs.
 */
export const seedStartupQueries = (
  client: QueryFunctionClient,
  snapshot: StartupSnapshot,
  language: LanguagePack,
) => {
  if (snapshot.language !== language) return;
  const { merchantCode } = snapshot.permission.info.site;
  if (snapshot.lanes) client.setQueryData(gameVendorQuery(merchantCode, language).queryKey, snapshot.lanes);
  if (snapshot.guestAnnouncements)
    client.setQueryData(
      announcementsQuery({ merchantCode, language }, null).queryKey,
      snapshot.guestAnnouncements,
    );
};
