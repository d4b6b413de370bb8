import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  realtimeAuthTimeoutMs,
  realtimeClientMessageSchema,
  realtimeCloseCodes,
  realtimePath,
  type RealtimeBalanceEvent,
  type RealtimeServerMessage,
} from '@gp/contract/realtime';
import type { SessionService } from '../session/session-service.js';
import type { EventBus } from './event-bus.js';

/** A text frame's UTF-8 content (ws hands text frames over as Buffers). */
export const textOf = (data: RawData): string =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString(
    'utf8',
  );

interface Client {
  socket: WebSocket;
  token: string;
  memberId: number;
}

/** How often open sockets are pinged and their sessions re-checked (logout, idle or absolute expiry). */
const sweepMs = 60_000;

/**
 * The real-time socket (contract: packages/contract/src/realtime.ts). Each process keeps the sockets
 * connected to it, by member; the event bus tells every process whose balance changed, and the
 * process holding that member's sockets reads the balance once and sends it to each of them. Pushes of
 * one member are serialized and coalesced, so the last push always shows the latest committed balance.
 * A socket's session is checked again before each push (without extending it) and on every sweep.
 */
export const registerRealtimeRoutes = async (
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    bus: EventBus;
    balanceOf: (memberId: number) => Promise<Omit<RealtimeBalanceEvent, 'type'>>;
    log: FastifyBaseLogger;
  },
): Promise<void> => {
  const { sessions, bus, balanceOf, log } = deps;
  const byMember = new Map<number, Set<Client>>();
  const alive = new WeakSet<WebSocket>();

  const send = (socket: WebSocket, message: RealtimeServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const sessionEnded = (socket: WebSocket) => socket.close(realtimeCloseCodes.notLoggedIn, 'not_logged_in');

  const remove = (client: Client) => {
    const set = byMember.get(client.memberId);
    set?.delete(client);
    if (set?.size === 0) byMember.delete(client.memberId);
  };

  /** Sends the current balance to the member's sockets whose session is still valid. */
  const pushOnce = async (memberId: number) => {
    const clients = [...(byMember.get(memberId) ?? [])];
    const valid: Client[] = [];
    for (const client of clients) {
      if (await sessions.authenticate(client.token, { touch: false })) valid.push(client);
      else sessionEnded(client.socket);
    }
    if (valid.length === 0) return;
    const message: RealtimeServerMessage = { type: 'balance', ...(await balanceOf(memberId)) };
    for (const client of valid) send(client.socket, message);
  };

  /** member -> "another event arrived while pushing" */
  const pushing = new Map<number, boolean>();
  const pushBalance = async (memberId: number) => {
    if (pushing.has(memberId)) {
      pushing.set(memberId, true);
      return;
    }
    try {
      do {
        pushing.set(memberId, false);
        await pushOnce(memberId);
      } while (pushing.get(memberId));
    } finally {
      pushing.delete(memberId);
    }
  };

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind !== 'balance' || !byMember.has(event.memberId)) return;
    pushBalance(event.memberId).catch((error: unknown) =>
      log.error({ err: error, memberId: event.memberId }, 'balance push failed'),
    );
  });

  const sweep = setInterval(() => {
    for (const clients of byMember.values()) {
      for (const client of clients) {
        if (!alive.has(client.socket)) {
          client.socket.terminate();
          continue;
        }
        alive.delete(client.socket);
        client.socket.ping();
        sessions.authenticate(client.token, { touch: false }).then(
          (auth) => auth ?? sessionEnded(client.socket),
          (error: unknown) => log.error({ err: error }, 'socket session check failed'),
        );
      }
    }
  }, sweepMs);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    unsubscribe();
    await bus.close();
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(realtimePath, { websocket: true, logLevel: 'warn' }, (socket) => {
    let state: 'waiting' | 'authenticating' | 'open' = 'waiting';
    let client: Client | undefined;
    alive.add(socket);
    const timer = setTimeout(
      () => socket.close(realtimeCloseCodes.authTimeout, 'auth_timeout'),
      realtimeAuthTimeoutMs,
    );
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => {
      clearTimeout(timer);
      if (client) remove(client);
    });

    const authenticate = async (token: string) => {
      const auth = await sessions.authenticate(token);
      if (!auth) return sessionEnded(socket);
      await bus.ready;
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(timer);
      client = { socket, token, memberId: auth.memberId };
      const set = byMember.get(auth.memberId) ?? new Set<Client>();
      set.add(client);
      byMember.set(auth.memberId, set);
      state = 'open';
      send(socket, { type: 'ready' });
      send(socket, { type: 'balance', ...(await balanceOf(auth.memberId)) });
    };

    socket.on('message', (data, isBinary) => {
      let parsed: ReturnType<typeof realtimeClientMessageSchema.safeParse> | undefined;
      try {
        parsed = isBinary ? undefined : realtimeClientMessageSchema.safeParse(JSON.parse(textOf(data)));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        socket.close(realtimeCloseCodes.badMessage, 'bad_message');
        return;
      }
      const message = parsed.data;
      if (state === 'waiting') {
        if (message.type !== 'auth') {
          socket.close(realtimeCloseCodes.badMessage, 'auth_first');
          return;
        }
        state = 'authenticating';
        authenticate(message.token).catch((error: unknown) => {
          log.error({ err: error }, 'socket authentication failed');
          socket.close(1011, 'server_error');
        });
        return;
      }
      if (state === 'open' && message.type === 'ping') send(socket, { type: 'pong' });
    });
  });
};
