import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import type { RouteId } from '@gp/contract/routes';
import { AppError } from '../../lib/app-error.js';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { bearerToken, requireAuth } from '../../plugins/access-policy.js';
import type { SessionService } from '../session/session-service.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { BetService } from './bet-service.js';
import type { MenuService } from './menu-service.js';

/** The lottery calls of spec 7.4 and the betting view (roles per plugins/access-policy.ts). */
export const registerLotteryRoutes = (
  parent: FastifyInstance,
  deps: {
    menus: MenuService;
    bets: BetService;
    sessions: SessionService;
    /** Member types of trial accounts (TRIAL_TYPES). */
    trialTypes: readonly number[];
  },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { menus, bets, sessions } = deps;
  const base = (id: RouteId) => ({ ...routeBase(id), schema: { ...routeDoc(id) } });

  app.route({
    ...base('lotteryLobbyLaunch'),
    schema: {
      ...routeDoc('lotteryLobbyLaunch'),
      querystring: routeSchemas.lotteryLobbyLaunch.query,
      response: envelopeResponses(routeSchemas.lotteryLobbyLaunch.value),
    },
    handler: async (request) => ok(await menus.lobbyLaunch(request.query)),
  });
  app.route({
    ...base('recentLottery'),
    schema: { ...routeDoc('recentLottery'), response: envelopeResponses(routeSchemas.recentLottery.value) },
    handler: async (request) => ok(await menus.recent(requireAuth(request).memberId)),
  });
  // Public like the other VN menus (spec 7.4 shows no token): a guest or an expired token has no
  // recent games, so the guard sets no session and the token is read here.
  app.route({
    ...base('vnGameMenuRecent'),
    schema: {
      ...routeDoc('vnGameMenuRecent'),
      querystring: routeSchemas.vnGameMenuRecent.query,
      response: envelopeResponses(routeSchemas.vnGameMenuRecent.value),
    },
    handler: async (request) => {
      const token = bearerToken(request.headers.authorization);
      const auth = token ? await sessions.authenticate(token) : null;
      return ok(auth ? await menus.vnRecent(auth.memberId) : { games: [] });
    },
  });
  app.route({
    ...base('vnGameMenu'),
    schema: {
      ...routeDoc('vnGameMenu'),
      querystring: routeSchemas.vnGameMenu.query,
      response: envelopeResponses(routeSchemas.vnGameMenu.value),
    },
    handler: async (request) => ok(await menus.vnMenu(request.query)),
  });
  app.route({
    ...base('lotteryGameMenus'),
    schema: {
      ...routeDoc('lotteryGameMenus'),
      querystring: routeSchemas.lotteryGameMenus.query,
      response: envelopeResponses(routeSchemas.lotteryGameMenus.value),
    },
    handler: async (request) => ok(await menus.gameMenus(request.query)),
  });
  app.route({
    ...base('lotteryGames'),
    schema: {
      ...routeDoc('lotteryGames'),
      querystring: routeSchemas.lotteryGames.query,
      response: envelopeResponses(routeSchemas.lotteryGames.value),
    },
    handler: async (request) => ok(await menus.games(request.query)),
  });
  app.route({
    ...base('vnOpenedNumero'),
    schema: {
      ...routeDoc('vnOpenedNumero'),
      querystring: routeSchemas.vnOpenedNumero.query,
      response: envelopeResponses(routeSchemas.vnOpenedNumero.value),
    },
    handler: async (request) => ok(await menus.vnOpened(request.query)),
  });
  app.route({
    ...base('openedNumero'),
    schema: {
      ...routeDoc('openedNumero'),
      querystring: routeSchemas.openedNumero.query,
      response: envelopeResponses(routeSchemas.openedNumero.value),
    },
    handler: async (request) => ok(await menus.opened(request.query)),
  });
  app.route({
    ...base('lotteryDraw'),
    schema: {
      ...routeDoc('lotteryDraw'),
      querystring: routeSchemas.lotteryDraw.query,
      response: envelopeResponses(routeSchemas.lotteryDraw.value),
    },
    handler: async (request) => ok(await menus.draw(request.query.gameCode)),
  });
  app.route({
    ...base('lotteryBet'),
    schema: {
      ...routeDoc('lotteryBet'),
      body: routeSchemas.lotteryBet.body,
      response: envelopeResponses(routeSchemas.lotteryBet.value),
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      // Trial accounts reach this route for free play; real money needs a real account (spec 4.6).
      if (!request.body.freeTrial && deps.trialTypes.includes(auth.member.type)) {
        throw new AppError('in_need_true_account', 'A real account is required to play for money');
      }
      return ok(await bets.place(auth.memberId, idempotencyKeyOf(request), request.body));
    },
  });
  app.route({
    ...base('lotteryTickets'),
    schema: {
      ...routeDoc('lotteryTickets'),
      querystring: routeSchemas.lotteryTickets.query,
      response: envelopeResponses(routeSchemas.lotteryTickets.value),
    },
    handler: async (request) => ok(await bets.tickets(requireAuth(request).memberId, request.query)),
  });
};
