import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoTableBetsBodySchema, demoTableValueSchema, demoVendorPaths } from '@gp/contract/demo-vendor';
import { ok } from '@gp/contract/envelope';
import { fromMinor, toMinor } from '@gp/contract/money';
import { AppError } from '../../../../lib/app-error.js';
import { envelopeResponses } from '../../../../lib/contract-route.js';
import type { LiveService, TableSession } from './live-service.js';
import { registerTableSocket } from './table-socket.js';
import type { TablePace } from './table-game.js';
import type { Clock } from '../../../../lib/clock.js';
import { sessionTokenOf } from '../session-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo vendor's live tables (tests settle rounds with a moved clock through it). */
    liveTables: LiveService;
  }
}

const minorOf = (text: string): bigint => {
  const parsed = toMinor(text);
  if (!parsed.ok) throw new AppError('invalid_bet', 'The stake is not an amount');
  return parsed.minor;
};

/**
 * The live tables' calls on the demo vendor's game API (@gp/contract/demo-vendor): the table's state,
 * placing bets and the socket that announces each round's result. With `settlement`, this process
 * also runs the sweep that settles rounds whose players left (every second; claims make it safe on
 * several processes).
 */
export const registerLiveTableRoutes = (
  parent: FastifyInstance,
  deps: {
    live: LiveService;
    sessionOf: (token: string | undefined) => Promise<TableSession>;
    pace: TablePace;
    clock: Clock;
    settlement: boolean;
    log: FastifyBaseLogger;
  },
): void => {
  const { live, sessionOf } = deps;
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const table = async (session: TableSession) => ({
    ...(await live.snapshot(session)),
    balance: fromMinor(await live.balanceOf(session)),
  });

  app.get(
    demoVendorPaths.table,
    { schema: { tags: ['demo vendor'], response: envelopeResponses(demoTableValueSchema) } },
    async (request) => ok(await table(await sessionOf(sessionTokenOf(request)))),
  );
  app.post(
    demoVendorPaths.tableBets,
    {
      schema: {
        tags: ['demo vendor'],
        body: demoTableBetsBodySchema,
        response: envelopeResponses(demoTableValueSchema),
      },
    },
    async (request) => {
      const session = await sessionOf(sessionTokenOf(request));
      const bets = request.body.bets.map((bet) => ({ area: bet.area, amount: minorOf(bet.amount) }));
      await live.place(session, request.body.placement, bets);
      return ok(await table(session));
    },
  );

  parent.decorate('liveTables', live);
  registerTableSocket(app, deps);

  if (deps.settlement) {
    let pass: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      pass ??= live
        .sweep()
        .catch((error: unknown) => deps.log.error({ err: error }, 'live table sweep failed'))
        .finally(() => (pass = undefined));
    }, 1_000);
    timer.unref();
    // preClose runs before every onClose hook (the database's among them): no pass outlives it.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await pass;
    });
  }
};
