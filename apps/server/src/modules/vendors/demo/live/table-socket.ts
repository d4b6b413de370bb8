import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  demoVendorPaths,
  tableSocketClientSchema,
  type TableSocketServerMessage,
} from '@gp/contract/demo-vendor';
import type { Clock } from '../../../../lib/clock.js';
import { textOf } from '../../../realtime/routes.js';
import type { LiveService, TableSession } from './live-service.js';
import { roundAt } from './table-clock.js';
import type { TableGame, TablePace } from './table-game.js';

interface Table {
  game: TableGame;
  sockets: Set<WebSocket>;
  timer?: NodeJS.Timeout;
}

/** A socket that has not joined a table within this time is closed. */
const joinTimeoutMs = 10_000;

/**
 * The live tables' socket. A page joins its table with its session token; the process then keeps a
 * timer for each table that has a socket here and, the moment a round's bets close, reads the round's
 * result (drawing it if no process has: the database keeps the first) and sends it to every socket
 * at the table, then settles the round's players. The message is built once per table and round.
 */
export const registerTableSocket = (
  app: FastifyInstance,
  deps: {
    live: LiveService;
    sessionOf: (token: string | undefined) => Promise<TableSession>;
    pace: TablePace;
    clock: Clock;
    log: FastifyBaseLogger;
  },
): void => {
  const { live, pace, clock, log } = deps;
  const tables = new Map<string, Table>();

  const broadcast = (table: Table, message: TableSocketServerMessage) => {
    const text = JSON.stringify(message);
    for (const socket of table.sockets) if (socket.readyState === socket.OPEN) socket.send(text);
  };

  const announce = async (nodeId: string, table: Table, roundNo: number) => {
    const result = await live.resultOf(nodeId, table.game, roundNo);
    broadcast(table, { type: 'result', roundNo, result });
    await live.settleTableRound(nodeId, roundNo);
  };

  /** Sets the table's timer for the next close of bets. */
  const schedule = (nodeId: string, table: Table) => {
    const now = clock().getTime();
    const round = roundAt(nodeId, pace, now);
    const closing = round.phase === 'betting' ? round : roundAt(nodeId, pace, round.endsAt);
    table.timer = setTimeout(
      () => {
        announce(nodeId, table, closing.roundNo)
          .catch((error: unknown) => log.error({ err: error, nodeId }, 'live table round failed'))
          .finally(() => {
            if (tables.get(nodeId) === table) schedule(nodeId, table);
          });
      },
      // A timer may fire a millisecond early by the wall clock; a result is drawn only after the close.
      Math.max(0, closing.closesAt - now) + 2,
    );
  };

  const join = (nodeId: string, game: TableGame, socket: WebSocket) => {
    let table = tables.get(nodeId);
    if (!table) {
      table = { game, sockets: new Set() };
      tables.set(nodeId, table);
      schedule(nodeId, table);
    }
    table.sockets.add(socket);
    return table;
  };

  const leave = (nodeId: string, socket: WebSocket) => {
    const table = tables.get(nodeId);
    if (!table) return;
    table.sockets.delete(socket);
    if (table.sockets.size > 0) return;
    clearTimeout(table.timer);
    tables.delete(nodeId);
  };

  app.addHook('preClose', () => {
    for (const table of tables.values()) clearTimeout(table.timer);
    tables.clear();
  });

  app.get(demoVendorPaths.tableSocket, { websocket: true, logLevel: 'warn' }, (socket) => {
    let state: 'waiting' | 'joining' | { nodeId: string } = 'waiting';
    const timer = setTimeout(() => socket.close(4001, 'join_timeout'), joinTimeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      if (typeof state === 'object') leave(state.nodeId, socket);
    });

    const accept = (session: TableSession) => {
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(timer);
      join(session.node_id, live.gameOf(session), socket);
      state = { nodeId: session.node_id };
      const message: TableSocketServerMessage = {
        type: 'joined',
        roundNo: roundAt(session.node_id, pace, clock().getTime()).roundNo,
      };
      socket.send(JSON.stringify(message));
    };

    socket.on('message', (data, isBinary) => {
      let parsed: ReturnType<typeof tableSocketClientSchema.safeParse> | undefined;
      try {
        parsed = isBinary ? undefined : tableSocketClientSchema.safeParse(JSON.parse(textOf(data)));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success || state !== 'waiting') {
        socket.close(4000, 'bad_message');
        return;
      }
      state = 'joining';
      deps
        .sessionOf(parsed.data.sessionToken)
        .then(accept)
        .catch(() => socket.close(4003, 'game_session_invalid'));
    });
  });
};
