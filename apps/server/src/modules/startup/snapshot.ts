import { webAnnouncementTypes, type StartupSnapshot } from '@gp/contract/startup';
import { randomInt } from 'node:crypto';
import type { AnnouncementsService } from '../announcements/service.js';
import type { GamesService } from '../games/service.js';
import type { SystemService } from '../system/service.js';

/** A part the page can do without: its call is made by the client instead when it fails here. */
const orNull = <T>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

/**
 * The start-up answers for a page's HTML (StartupSnapshot of the contract, issue 15): the permission
 * answer for the visitor's address, one image CDN chosen at random (spec 7), and a guest's vendor lanes
 * and announcements in the site's default language, each made by the same service its call uses.
 * Null when the permission answer itself fails: the page then starts with its calls, as before.
 */
export const createStartupSnapshot =
  (deps: { system: SystemService; games: GamesService; announcements: AnnouncementsService }) =>
  async (ip: string): Promise<StartupSnapshot | null> => {
    const permission = await orNull(deps.system.permission(ip));
    if (!permission) return null;
    const { merchantCode, defaultLanguage: language } = permission.info.site;
    const cdns = permission.info.imageCDNs;
    const [vendors, guestAnnouncements] = await Promise.all([
      orNull(deps.games.gameVendor({ merchantCode })),
      orNull(deps.announcements.forSession({ merchantCode, language, types: webAnnouncementTypes }, null)),
    ]);
    return {
      permission,
      imageCdn: cdns[randomInt(cdns.length)] ?? '',
      language,
      lanes: vendors?.data.lanes ?? null,
      guestAnnouncements,
    };
  };
