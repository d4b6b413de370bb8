import { connect, type Socket } from 'node:net';

/**
 * A lean HTTP/1.1 load generator: requests are serialised to bytes before the clock starts and sent
 * over keep-alive sockets, and a response is read only as far as its status line and Content-Length.
 * The bench client shares the machine's cores with the server it measures, so every microsecond it
 * spends per request lowers the figure; fetch and node:http cost several times more per request.
 */
export interface RawResponse {
  status: number;
  body: string;
}

const headerEnd = Buffer.from('\r\n\r\n');

/** Bytes of one request with a JSON body and any extra headers. */
export const jsonRequestBytes = (
  url: URL,
  method: string,
  json: string,
  headers: Record<string, string> = {},
): Buffer => {
  const body = Buffer.from(json);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head =
    `${method} ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}` +
    `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
};

/** Bytes of one GET request (no body) with any extra headers. */
export const getRequestBytes = (url: URL, headers: Record<string, string> = {}): Buffer => {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`);
};

/** Deals `items` out to `width` queues in turn (one queue per connection). */
export const dealAmong = <T>(items: T[], width: number): T[][] =>
  Array.from({ length: width }, (_, w) => items.filter((_, i) => i % width === w));

/** Reads whole responses, one at a time, from a keep-alive socket. */
const responseReader = (socket: Socket) => {
  let buffered: Buffer = Buffer.alloc(0);
  let waiting: { resolve: (r: RawResponse) => void; reject: (e: Error) => void } | undefined;

  const tryComplete = () => {
    if (!waiting) return;
    const end = buffered.indexOf(headerEnd);
    if (end < 0) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      waiting.reject(new Error(`response without Content-Length: ${head}`));
      waiting = undefined;
      return;
    }
    const total = end + headerEnd.length + Number(length[1]);
    if (buffered.length < total) return;
    const body = buffered.subarray(end + headerEnd.length, total).toString('utf8');
    buffered = buffered.subarray(total);
    const done = waiting;
    waiting = undefined;
    done.resolve({ status, body });
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    tryComplete();
  });
  socket.on('error', (error) => waiting?.reject(error));
  socket.on('close', () => waiting?.reject(new Error('connection closed')));

  return (request: Buffer) =>
    new Promise<RawResponse>((resolve, reject) => {
      waiting = { resolve, reject };
      socket.write(request);
    });
};

/**
 * Sends each queue over its own keep-alive connection, one request at a time, all connections at
 * once, and answers the wall time in milliseconds. `check` sees every response (throw to fail the run).
 */
export const sendQueues = async (
  baseUrl: string,
  queues: Buffer[][],
  check: (response: RawResponse) => void,
): Promise<number> => {
  const { hostname, port } = new URL(baseUrl);
  const sockets = await Promise.all(
    queues.map(
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () => resolve(socket));
          socket.setNoDelay(true);
          socket.once('error', reject);
        }),
    ),
  );
  const started = performance.now();
  try {
    await Promise.all(
      sockets.map(async (socket, w) => {
        const exchange = responseReader(socket);
        for (const request of queues[w]!) check(await exchange(request));
      }),
    );
    return performance.now() - started;
  } finally {
    for (const socket of sockets) socket.destroy();
  }
};
