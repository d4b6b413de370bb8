import type { AnnouncementsValue } from './announcements.js';
import type { LanguagePack } from './constants.js';
import type { VendorLane } from './games.js';
import type { PermissionValue } from './system.js';

/**
 * The start-up answers a page's HTML carries (issue 15), so the lobby's first screen does not wait on
 * its own chain of calls: the permission answer for the visitor's address, with the image CDN the server
 * chose for this visit (spec 7: one at random), and a guest's view of the site in its default language
 * (the vendor lanes and the announcements, banners included). It is a JSON script element named
 * `startupElementId`; each part is the same value its call would answer, or null when the server could
 * not make it (the client then makes the call). The client uses it once, at start-up.
 */
export interface StartupSnapshot {
  permission: PermissionValue;
  imageCdn: string;
  /** The language the guest parts are in: the site's default. */
  language: LanguagePack;
  lanes: VendorLane[] | null;
  guestAnnouncements: AnnouncementsValue | null;
}

export const startupElementId = 'startup';

/**
 * The lobby's first-paint layer and its hero image (the server's plugins/first-paint.ts draws them in
 * the HTML; the web app removes the layer once it has drawn the same hero).
 */
export const firstPaintLayerId = 'first-paint';
export const firstPaintHeroId = 'first-paint-hero';

/** The announcement types the web asks for (every type, spec 4.9); the snapshot's guest answer holds them. */
export const webAnnouncementTypes = 'B,PL,PU,PR,H';
