/**
 * After `vite build`: writes `.br` and `.gz` next to every text asset of dist/assets, so the server
 * (@fastify/static `preCompressed`) sends compressed bytes without compressing per request. Brotli
 * at its highest quality and gzip level 9 cost time once, at build, never on a request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url);
const compressible = /\.(js|css|svg|json|map)$/;
let files = 0;
for (const name of readdirSync(assets)) {
  if (!compressible.test(name)) continue;
  const path = join(assets.pathname, name);
  const body = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
}
process.stdout.write(`precompressed ${files} assets (br, gz)\n`);
