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
import type { EventBus, MemberEvent } from './event-bus.js';

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

/** What a push tells: the balance, or the inbox's unread count. */
type PushKind = MemberEvent['kind'];

/**
 * The real-time socket (contract: packages/contract/src/realtime.ts). Each process keeps the sockets
 * connected to it, by member; the event bus tells every process whose balance or inbox changed, and
 * the process holding that member's sockets reads the figure once and sends it to each of them. Pushes
 * of one member and kind are serialized and coalesced, so the last push always shows the latest
 * committed figure. A socket's session is checked again before each push (without extending it) and
 * on every sweep. An inbox event without a member (a broadcast) pushes to every member connected here.
 */
export const registerRealtimeRoutes = async (
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    bus: EventBus;
    balanceOf: (memberId: number) => Promise<Omit<RealtimeBalanceEvent, 'type'>>;
    /** The member's unread messages; null for those who have no inbox (trial users, spec 6). */
    unreadOf: (memberId: number) => Promise<number | null>;
    log: FastifyBaseLogger;
  },
): Promise<void> => {
  const { sessions, bus, balanceOf, unreadOf, log } = deps;
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

  const messageOf = async (memberId: number, kind: PushKind): Promise<RealtimeServerMessage | null> => {
    if (kind === 'balance') return { type: 'balance', ...(await balanceOf(memberId)) };
    const unread = await unreadOf(memberId);
    return unread === null ? null : { type: 'inbox', unread };
  };

  /** Sends the current figure to the member's sockets whose session is still valid. */
  const pushOnce = async (memberId: number, kind: PushKind) => {
    const clients = [...(byMember.get(memberId) ?? [])];
    const valid: Client[] = [];
    for (const client of clients) {
      if (await sessions.authenticate(client.token, { touch: false })) valid.push(client);
      else sessionEnded(client.socket);
    }
    if (valid.length === 0) return;
    const message = await messageOf(memberId, kind);
    if (message) for (const client of valid) send(client.socket, message);
  };

  /** "kind:member" -> "another event arrived while pushing" */
  const pushing = new Map<string, boolean>();
  const push = async (memberId: number, kind: PushKind) => {
    const key = `${kind}:${memberId}`;
    if (pushing.has(key)) {
      pushing.set(key, true);
      return;
    }
    try {
      do {
        pushing.set(key, false);
        await pushOnce(memberId, kind);
      } while (pushing.get(key));
    } finally {
      pushing.delete(key);
    }
  };
  const pushLogged = (memberId: number, kind: PushKind) =>
    push(memberId, kind).catch((error: unknown) =>
      log.error({ err: error, memberId }, `${kind} push failed`),
    );

  const unsubscribe = bus.subscribe((event) => {
    if (event.memberId === null) {
      for (const memberId of byMember.keys()) void pushLogged(memberId, event.kind);
    } else if (byMember.has(event.memberId)) void pushLogged(event.memberId, event.kind);
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
      const inbox = await messageOf(auth.memberId, 'inbox');
      if (inbox) send(socket, inbox);
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
