import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/** ip-location-db's country mmdb stores a flat `country_code`. */
type CountryRecord = CountryResponse & { country_code?: string };

const require = createRequire(import.meta.url);
export const countryDatabasePath = (): string =>
  require.resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb');

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** Strips the IPv4-mapped IPv6 prefix (::ffff:1.2.3.4 -> 1.2.3.4). */
export const normalizeIp = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
};

export const isPrivateIp = (ip: string): boolean => {
  const family = isIP(ip);
  if (family === 0) return true;
  return privateRanges.check(ip, family === 4 ? 'ipv4' : 'ipv6');
};

export interface GeoLookup {
  /** ISO alpha-2 country of a public address; null for private, malformed or unknown addresses. */
  countryOf: (ip: string) => string | null;
  /** True only when the address maps to a blocked country; private and unknown addresses never are. */
  isRestricted: (countryCode: string | null) => boolean;
}

/** Opens the mmdb once; lookups are in-memory. */
export const openGeoLookup = async (blockedCountries: readonly string[]): Promise<GeoLookup> => {
  const reader: Reader<CountryRecord> = await maxmind.open<CountryRecord>(countryDatabasePath());
  const blocked = new Set(blockedCountries.map((c) => c.toUpperCase()));
  return {
    countryOf: (raw) => {
      const ip = normalizeIp(raw);
      if (isPrivateIp(ip)) return null;
      try {
        return reader.get(ip)?.country_code?.toUpperCase() ?? null;
      } catch {
        return null;
      }
    },
    isRestricted: (countryCode) => countryCode !== null && blocked.has(countryCode),
  };
};
