import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  demoSportsBetBodySchema,
  demoSportsBetsSchema,
  demoSportsBoardSchema,
  demoSportsPaths,
  demoSportsPlacedSchema,
} from '@gp/contract/demo-sports';
import { ok } from '@gp/contract/envelope';
import { envelopeResponses } from '../../../../lib/contract-route.js';
import type { SportsService, SportsSession } from './sports-service.js';
import { sessionTokenOf } from '../session-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo vendor's sportsbook (tests settle bets with a moved clock through it). */
    sportsbook: SportsService;
  }
}

/** How often the settlement sweep looks for due bets and changed results. */
const sweepEveryMs = 2_000;

/**
 * The sportsbook's calls on the demo vendor's game API (@gp/contract/demo-sports). With `settlement`,
 * this process also runs the sweep that settles due bets and resettles corrected ones (claims make it
 * safe on several processes).
 */
export const registerSportsRoutes = (
  parent: FastifyInstance,
  deps: {
    sports: SportsService;
    sessionOf: (token: string | undefined) => Promise<SportsSession>;
    settlement: boolean;
    log: FastifyBaseLogger;
  },
): void => {
  const { sports, sessionOf } = deps;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['demo vendor'];

  app.get(
    demoSportsPaths.board,
    { schema: { tags, response: envelopeResponses(demoSportsBoardSchema) } },
    async (request) => ok(await sports.board(await sessionOf(sessionTokenOf(request)))),
  );
  app.get(
    demoSportsPaths.bets,
    { schema: { tags, response: envelopeResponses(demoSportsBetsSchema) } },
    async (request) => ok(await sports.bets(await sessionOf(sessionTokenOf(request)))),
  );
  app.post(
    demoSportsPaths.bets,
    { schema: { tags, body: demoSportsBetBodySchema, response: envelopeResponses(demoSportsPlacedSchema) } },
    async (request) => ok(await sports.place(await sessionOf(sessionTokenOf(request)), request.body)),
  );

  parent.decorate('sportsbook', sports);

  if (deps.settlement) {
    let pass: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      pass ??= sports
        .sweep()
        .catch((error: unknown) => deps.log.error({ err: error }, 'sportsbook sweep failed'))
        .finally(() => (pass = undefined));
    }, sweepEveryMs);
    timer.unref();
    // preClose runs before every onClose hook (the database's among them): no pass outlives it.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await pass;
    });
  }
};
