import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which peers may set the client address through X-Forwarded-For. `false` (the default)
 * uses the TCP peer. Otherwise a comma list of the balancers' addresses or CIDR ranges, or the names
 * `loopback`, `linklocal`, `uniquelocal` (proxy-addr's ranges): the client address is then the
 * rightmost X-Forwarded-For entry that is not a trusted proxy, so an entry a client wrote itself at the
 * left never becomes the address rate limits key on.
 *
 * Refused on purpose: `true` (trusts every hop, so the client's own leftmost entry wins) and a hop
 * count (Fastify >= 5.12.1 ignores it, because a count cannot tell a balancer from a client that
 * connects directly and sends enough entries).
 */
export type TrustProxySetting = false | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const validEntry = (entry: string): boolean => {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/** Parses TRUST_PROXY; returns the setting or an error message for the variable. */
export const parseTrustProxy = (raw: string | undefined): TrustProxySetting | { error: string } => {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes' || /^\d+$/.test(value)) {
    return {
      error:
        `"${value}" is not accepted: list the addresses or CIDR ranges of the load balancers in front of ` +
        'the server (e.g. 127.0.0.1 or 10.0.0.0/8,fd00::/8, or loopback / uniquelocal), or false. ' +
        '"true" would let a client choose its own address, and hop counts are not supported.',
    };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !validEntry(entry));
  if (entries.length === 0 || bad.length > 0) {
    return {
      error: `not an address, CIDR range or loopback / linklocal / uniquelocal: ${bad.join(', ') || value}`,
    };
  }
  return entries;
};
