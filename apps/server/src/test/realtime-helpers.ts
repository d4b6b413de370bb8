import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { textOf } from '../modules/realtime/routes.js';
import { realtimePath, realtimeServerMessageSchema, type RealtimeServerMessage } from '@gp/contract/realtime';

/**
 * A `ws` test client for the real-time socket: every server message is validated by the contract
 * schema and queued; `next(match)` waits for the first queued or future message that matches;
 * `closed` settles with the close code and reason.
 */
export interface TestSocket {
  socket: WebSocket;
  next: (match?: (m: RealtimeServerMessage) => boolean) => Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
  close: () => void;
}

export const listen = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}${realtimePath}`;
};

export const openSocket = async (url: string): Promise<TestSocket> => {
  const socket = new WebSocket(url);
  const queue: RealtimeServerMessage[] = [];
  let waiters: {
    match: (m: RealtimeServerMessage) => boolean;
    resolve: (m: RealtimeServerMessage) => void;
  }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => {
    const message = realtimeServerMessageSchema.parse(JSON.parse(textOf(data)));
    const waiter = waiters.find((w) => w.match(message));
    if (waiter) {
      waiters = waiters.filter((w) => w !== waiter);
      waiter.resolve(message);
    } else queue.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(),
    next: (match = () => true) => {
      const index = queue.findIndex(match);
      if (index >= 0) return Promise.resolve(queue.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        void closed.then((c) => reject(new Error(`socket closed (${c.code} ${c.reason}) while waiting`)));
      });
    },
  };
};

/** Opens a socket, authenticates with `token` and waits for `ready` and the first balance. */
export const openMemberSocket = async (url: string, token: string) => {
  const s = await openSocket(url);
  s.send({ type: 'auth', token });
  await s.next((m) => m.type === 'ready');
  const first = await s.next((m) => m.type === 'balance');
  return { ...s, first };
};

export const balanceIs = (amount: string) => (m: RealtimeServerMessage) =>
  m.type === 'balance' && m.balance === amount;
