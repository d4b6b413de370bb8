import { webRoutes, type WebLayout, type WebRoute } from '@gp/contract/web-routes';
import type { ComponentType } from 'react';
import type { RouteObject } from '../lib/router';
import { RootLayout } from './layouts/root-layout';
import { ShellLayout } from './layouts/shell-layout';
import { RouteLoader } from './layouts/route-loader';
import { guardLoader } from './route-guards';
import { RouteError } from './routes/route-error';
import { loadChunk } from '../lib/load-chunk';
import { withWholePack, type FeaturePack } from '../i18n/i18n';
import { agentPack } from '../features/agent/i18n/packs';
import { rewardsPack } from '../features/promotions/i18n/packs';

type LazyModule = () => Promise<{ Component: ComponentType }>;

/** Route modules per page id of the contract's web routes; each loads only when visited. */
const pages: Record<string, LazyModule> = {
  home: () => import('./routes/home-route').then((m) => ({ Component: m.HomeRoute })),
  help: () => import('./routes/help-route').then((m) => ({ Component: m.HelpRoute })),
  social: () => import('./routes/social-route').then((m) => ({ Component: m.SocialRoute })),
  gameCentre: () => import('./routes/category-route').then((m) => ({ Component: m.CategoryRoute })),
  gameListCentre: () => import('./routes/category-route').then((m) => ({ Component: m.CategoryRoute })),
  promotions: () =>
    import('../features/promotions/pages/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  pointMall: () => import('../features/points/point-mall-route').then((m) => m.loadPointMall()),
  seamless: () => import('./routes/seamless-route').then((m) => ({ Component: m.SeamlessRoute })),
  accountGameList: () =>
    import('./routes/account-games-route').then((m) => ({ Component: m.AccountGamesRoute })),
  lottery: () => import('./routes/lottery-route').then((m) => ({ Component: m.LotteryRoute })),
  member: () => import('./routes/member-route').then((m) => ({ Component: m.MemberRoute })),
  agentLanding: () =>
    import('./routes/agent-landing-route').then((m) => ({ Component: m.AgentLandingRoute })),
  agentHome: () => import('./routes/agent-home-route').then((m) => ({ Component: m.AgentHomeRoute })),
  // Issue 5 (play): the seamless game page and the demo vendor's game page.
  demoGame: () => import('./routes/demo-game-route').then((m) => ({ Component: m.DemoGameRoute })),
};

/**
 * Starts loading the module of the page at `pathname` while the start-up call runs, rather than after
 * it: the router's lazy() later gets the same module from the import cache. Saves a round trip on the
 * first paint of every page (the lobby's banner is its largest paint).
 */
export const preloadPage = (pathname: string): void => {
  const route = webRoutes.find((r) => r.path === pathname);
  const load = route ? pages[route.page] : undefined;
  if (load) void loadChunk(load).catch(() => undefined);
};

/** Pages whose first screen reads only the first part of the language pack (i18n/i18n.ts). */
const firstScreenPages = new Set(['home']);

/** Pages that show a feature's strings (bonus refusals on a withdrawal, bonus entries in records). */
const pageFeatures: Partial<Record<string, FeaturePack[]>> = {
  member: [rewardsPack],
  promotions: [rewardsPack],
  agentLanding: [agentPack],
};

const toRoute = (route: WebRoute): RouteObject => {
  const page = pages[route.page];
  if (!page) throw new Error(`no route module for page ${route.page}`);
  const load = firstScreenPages.has(route.page)
    ? page
    : withWholePack(page, ...(pageFeatures[route.page] ?? []));
  // Case-sensitive like the server's HTML fallback: /vnlottery (game layout) is not /vnLottery (main).
  return { path: route.path, caseSensitive: true, loader: guardLoader(route), lazy: () => loadChunk(load) };
};

const routesOf = (layout: WebLayout) => webRoutes.filter((route) => route.layout === layout).map(toRoute);

/** The route tree, built from the contract's webRoutes and grouped by layout (spec 2.1). */
export const buildRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoader />,
    children: [
      {
        element: <ShellLayout variant="main" />,
        children: [
          ...routesOf('main'),
          {
            path: '*',
            // It reads first-screen keys only (notfound_*).
            lazy: () =>
              loadChunk(() =>
                import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
              ),
          },
        ],
      },
      { element: <ShellLayout variant="game" />, children: routesOf('game') },
      { element: <ShellLayout variant="seamless" />, children: routesOf('seamless') },
      { children: routesOf('agentLanding') },
      {
        // The agent centre's layout loads with its first page: players never need it (issue 15).
        lazy: () =>
          loadChunk(
            withWholePack(
              () => import('./layouts/agent-layout').then((m) => ({ Component: m.AgentLayout })),
              agentPack,
              rewardsPack,
            ),
          ),
        children: routesOf('agent'),
      },
      // A vendor's game page: bare, outside the shell (main.tsx renders it alone on a full load).
      { children: routesOf('vendor') },
    ],
  },
];
