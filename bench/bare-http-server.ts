/**
 * The baseline of the game-list bench: a bare node:http server that answers every request with the
 * same bytes the platform sent for one game-list call (body and content type). It runs in a child
 * process of its own (plain `node`, which strips the types), so the load generator never shares its
 * event loop with the server it measures, exactly as with the platform server.
 *
 * Usage: node bare-http-server.ts <body file> <content type>; prints "listening <port>" when ready.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, contentType] = process.argv.slice(2);
if (!bodyFile || !contentType) throw new Error('usage: bare-http-server.ts <body file> <content type>');
const body = readFileSync(bodyFile);
const length = String(body.length);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': length });
  response.end(body);
});
// Like the platform: keep-alive connections stay open across the whole run.
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening ${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
