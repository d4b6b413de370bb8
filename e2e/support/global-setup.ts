import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startMailServer, type RunningMailServer } from './mail-server.js';
import { chromiumPath } from './paths.js';
import { runOperator } from './operator.js';
import { fetchPopupIds } from './popups.js';
import { startServer, type RunningServer } from './server-process.js';
import { freePort } from '../../apps/server/src/test/free-port.js';
import {
  localOidcClient,
  startOidcProvider,
  type LocalOidcProvider,
} from '../../apps/server/src/test/oidc-provider.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** Directory where the local SMTP server writes the messages it receives (support/mail.ts). */
    mailDir: string;
  }
}

let server: RunningServer | undefined;
let mail: RunningMailServer | undefined;
let oidc: LocalOidcProvider | undefined;

export async function setup(project: TestProject) {
  // End-to-end tests are required: a missing browser is a failure, never a skip.
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium`);
  }
  mail = await startMailServer();
  // Social sign-in (issue 18): the GOOGLE channel points at a real OpenID provider started here; the
  // server discovers it on first use, so the provider starts once the server's address is known.
  const oidcPort = await freePort();
  server = await startServer({
    SMTP_URL: mail.url,
    MAIL_FROM: 'Luxe Lobby <no-reply@e2e.example>',
    SOCIAL_GOOGLE_CLIENT_ID: localOidcClient.id,
    SOCIAL_GOOGLE_CLIENT_SECRET: localOidcClient.secret,
    SOCIAL_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    // Live tables (issue 19): short rounds, so a test sees a bet paid within seconds; long enough for
    // two players at a card table to sit down one after the other in one hand on a slow machine.
    DEMO_TABLE_BETTING_SECONDS: '8',
    // The sportsbook (issue 19): a fixture per sport every 30 s, each over 10 s after its kick-off, so a
    // test sees an accumulator settle within about a minute and a half.
    DEMO_SPORTS_KICKOFF_SECONDS: '30',
    DEMO_SPORTS_MATCH_SECONDS: '10',
  });
  await waitForSeededSportsBets(server.databaseUrl);
  oidc = await startOidcProvider({
    port: oidcPort,
    redirectUris: [`${server.baseUrl}/wps/session/social/callback/google`],
  });

  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('mailDir', mail.dir);
  project.provide('seededPopupIds', await fetchPopupIds(server.baseUrl));
}

/**
 * demo_member's seed places one sports bet on a match that has not started. With the short matches
 * above it settles a minute or so into the run, and its payout, landing while a test checks
 * demo_member's balance against what it did, failed that test (and the next ones, left half done).
 * The run starts once it has settled, as it would have on a server running with production timings.
 */
const waitForSeededSportsBets = async (databaseUrl: string) => {
  const deadline = Date.now() + 180_000;
  while (!runOperator(databaseUrl, 'sports', 'open').includes('No open sports bets.')) {
    if (Date.now() > deadline) throw new Error("demo_member's seeded sports bet did not settle in 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
};

export async function teardown() {
  await server?.stop();
  await mail?.stop();
  await oidc?.close();
}
