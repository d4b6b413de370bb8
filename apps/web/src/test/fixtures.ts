import type { MemberInfo } from '@gp/contract/member';
import { fromBase64, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import type { PermissionValue } from '@gp/contract/system';
import type { WhitelabelNode } from '@gp/contract/whitelabel';
import { vi } from 'vitest';

/** Test helpers for the web client: a permission value, an RSA key pair and a scripted fetch. */

export interface TestKeys {
  publicKey: RsaPublicJwk;
  privateKey: CryptoKey;
}

export const makeKeys = async (): Promise<TestKeys> => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256' },
    privateKey: pair.privateKey,
  };
};

/** Decrypts an E-route body `{ key, iv, data }` the way the server does. */
export const decryptBody = async (privateKey: CryptoKey, body: { key: string; iv: string; data: string }) => {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(body.key));
  const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(body.iv) },
    aes,
    fromBase64(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
};

const node = (modId: string, enabled: boolean): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes: [],
});

export const permissionFixture = (
  publicKey: RsaPublicJwk,
  flags: Record<string, boolean> = {},
): PermissionValue => ({
  info: {
    customerService: [],
    domainRoute: { mainDomain: 'demo.example', routes: [] },
    resources: {},
    whitelabel: Object.entries(flags).map(([modId, on]) => node(modId, on)),
    register: {
      rules: {
        password: {
          enabled: true,
          required: true,
          acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*]+$',
          patternId: 6,
          minLength: 8,
          maxLength: 20,
        },
      },
      minimumAge: 18,
      termsRequired: true,
    },
    mainDomain: 'demo.example',
    analytics: { gtagId: '' },
    imageCDNs: ['/cdn/img1'],
    launchGameCDNs: ['/cdn/launch1'],
    site: {
      merchantCode: 'DEMO',
      platform: 'WEB',
      lotteryType: 'VN',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'KO'],
      esportVendors: [],
      cockfightVendors: [],
      prizeModes: ['LOTT'],
      currency: 'KRW',
      currencySymbol: '₩',
      minimumAge: 18,
      socialChannels: [],
    },
    encryption: { publicKey, algorithm: 'RSA-OAEP-256+A256GCM' },
  },
  location: { ip: '203.0.113.7', countryCode: null },
  maintenance: false,
  regionRestriction: false,
});

export const memberFixture = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 7,
  account: 'demo_member',
  nickname: 'Demo Member',
  type: 0,
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  language: null,
  abilities: { memberCentre: true, agentCentre: false, playRealGames: true, changePassword: true },
  ...overrides,
});

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** JSON bodies parsed; form-encoded ones (forgot password by e-mail) as their fields. */
const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
};

/**
 * A scripted server on `fetch`: handlers keyed by "METHOD /path" (query ignored); every call is
 * recorded. Unknown calls answer 404.
 */
export const scriptedFetch = (handlers: Record<string, Handler>) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? parseBody(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : jsonResponse({ success: false, code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
};

/** A real ALTCHA v1 challenge with a small number, so tests solve it fast. */
export const challengeFor = async (number = 12) => {
  const salt = 'testsalt?expires=9999999999&';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  const challenge = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256' as const, challenge, maxnumber: 1000, salt, signature: 'a'.repeat(64) };
};
