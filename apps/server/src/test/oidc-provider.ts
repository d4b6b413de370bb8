import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port.js';

/**
 * A real OpenID Connect provider (`oidc-provider`, the certified implementation) on a free loopback
 * port, for the social sign-in tests (issue 18): discovery, its own login and consent pages
 * (development interactions: any login name, any password), the authorization code with PKCE required,
 * signed ID tokens and userinfo. The person signed in as `login` gets the subject `login`, the
 * verified e-mail `<login>@example.test` and the name `Player <login>`.
 */
export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Follows the authorization URL through the provider's real login and consent pages; the callback URL. */
  signIn: (authorizationUrl: string, login: string) => Promise<URL>;
  close: () => Promise<void>;
}

/** The one client the provider knows: the platform, with the client id and secret its env is given. */
export const localOidcClient = {
  id: 'platform-test',
  secret: 'a-test-client-secret-that-is-long-enough-for-hs256',
} as const;

export const startOidcProvider = async (options: {
  redirectUris: string[];
  /** A port chosen beforehand (the e2e server is configured with the issuer before this starts). */
  port?: number;
}): Promise<LocalOidcProvider> => {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const { id: clientId, secret: clientSecret } = localOidcClient;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, email_verified: true, name: `Player ${id}` }),
    }),
    cookies: { keys: ['local-oidc-provider-test-cookie-key'] },
  });
  const handle = provider.callback();
  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const signIn = async (authorizationUrl: string, login: string): Promise<URL> => {
    const jar = new Map<string, string>();
    const request = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!.trim(), value.join('='));
      }
      return response;
    };
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(issuer) === false) return new URL(url);
      const response = await request(url);
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action)
        throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
      const fields = new URLSearchParams(
        page.includes('name="login"')
          ? { prompt: 'login', login, password: 'any-password' }
          : { prompt: 'consent' },
      );
      const submitted = await request(new URL(action, url).href, {
        method: 'POST',
        body: fields,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const next = submitted.headers.get('location');
      if (!next) throw new Error(`the provider's form answered ${submitted.status}`);
      url = new URL(next, url).href;
    }
    throw new Error('the provider did not send the browser back');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
