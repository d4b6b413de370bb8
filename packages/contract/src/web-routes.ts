/**
 * The web client's routes (spec section 2.1). The server falls back to the app's HTML for exactly these
 * paths; the web router builds its route tree from the same list.
 *
 * layout: 'main' = side menu, header, main, footer; 'game' = header and main, side menu hidden;
 * 'seamless' = game page without footer and side menu; 'agentLanding' = no header or footer;
 * 'agent' = the agent-only layout; 'vendor' = a game vendor's own page (opened inside the /seamless
 * iframe): no shell, no platform session, and the server must let the app's own pages frame it
 * (`frame-ancestors 'self'`).
 * access: 'auth' redirects to /login without a session token; 'agent' sends non-agents to /agent.
 */
export type WebLayout = 'main' | 'game' | 'seamless' | 'agentLanding' | 'agent' | 'vendor';
export type WebAccess = 'public' | 'auth' | 'agent';

export interface WebRoute {
  path: string;
  page: string;
  layout: WebLayout;
  access: WebAccess;
}

/** Path of the demo vendor's game page (a web route the launch URL points to, opened in an iframe). */
export const demoGamePagePath = '/demo-game';

const route = (
  path: string,
  page: string,
  layout: WebLayout = 'main',
  access: WebAccess = 'public',
): WebRoute => ({
  path,
  page,
  layout,
  access,
});

export const webRoutes: readonly WebRoute[] = [
  route('/', 'home'),
  route('/index', 'home'),
  route('/index.html', 'home'),
  route('/home', 'home'),
  route('/login', 'home'),
  route('/register', 'home'),
  // Issue 18: a social sign-in's return from its provider (a one-time ticket in the fragment).
  route('/social', 'social'),
  route('/help', 'help'),
  route('/helpmc', 'help'),
  route('/promotions', 'promotions'),
  route('/pointMall', 'pointMall', 'main', 'auth'),
  route('/seamless', 'seamless', 'seamless', 'auth'),
  route('/sports', 'gameCentre'),
  route('/esports', 'gameCentre'),
  route('/lott', 'gameCentre'),
  route('/elott', 'gameCentre'),
  route('/live', 'gameListCentre'),
  route('/fish', 'gameListCentre'),
  route('/rng', 'gameListCentre'),
  route('/pvp', 'gameListCentre'),
  route('/favorite', 'accountGameList', 'main', 'auth'),
  route('/recent', 'accountGameList', 'main', 'auth'),
  route('/lottery', 'lottery', 'main', 'auth'),
  route('/seaLottery', 'lottery', 'main', 'auth'),
  route('/vnLottery', 'lottery', 'main', 'auth'),
  route('/lottert', 'lottery', 'game', 'auth'),
  route('/vnlottery', 'lottery', 'game', 'auth'),
  route('/sealottery', 'lottery', 'game', 'auth'),
  route('/member', 'member', 'main', 'auth'),
  route('/agent', 'agentLanding', 'agentLanding'),
  route('/agentHome', 'agentHome', 'agent', 'agent'),
  // Issue 5: the built-in demo vendor's game page, framed by /seamless.
  route(demoGamePagePath, 'demoGame', 'vendor'),
];

/** Top navigation of spec section 2.1, in order, with the vendor category each entry needs. */
export const topNavigation = [
  { path: '/', labelKey: 'nav_home', category: null },
  { path: '/promotions', labelKey: 'nav_promotions', category: null },
  { path: '/elott', labelKey: 'nav_elott', category: 'ELOTT' },
  { path: '/lott', labelKey: 'nav_lott', category: 'LOTT' },
  { path: '/live', labelKey: 'nav_live', category: 'LIVE' },
  { path: '/sports', labelKey: 'nav_sports', category: 'SPORTS' },
  { path: '/fish', labelKey: 'nav_fish', category: 'FISH' },
  { path: '/rng', labelKey: 'nav_rng', category: 'RNG' },
  { path: '/pvp', labelKey: 'nav_pvp', category: 'PVP' },
  { path: '/esports', labelKey: 'nav_esports', category: 'ESPORTS' },
] as const;

export const isWebRoute = (path: string): boolean => webRoutes.some((r) => r.path === path);

/** A vendor page: rendered on its own (no app shell or platform session) and framable by the app. */
export const isVendorPage = (path: string): boolean =>
  webRoutes.some((r) => r.path === path && r.layout === 'vendor');
