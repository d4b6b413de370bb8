import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { seamlessPath } from '../../../lib/seamless-launch';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderWithProviders, setupWebTests } from '../../../test/render';
import { allowedLaunchUrl } from './launch-url';
import { SeamlessPage } from './seamless-page';

const env = setupWebTests();
const origin = 'http://localhost:3000';

describe('launch URL allow-list', () => {
  const cdns = ['/cdn/launch1', 'https://games.example.com/play'];
  it.each([
    ['/demo-game?token=abc&lang=EN', true],
    [`${origin}/demo-game?token=abc`, true],
    ['/cdn/launch1/slot?x=1', true],
    ['/cdn/launch1', true],
    ['https://games.example.com/play/lucky?t=1', true],
    ['/demo-game/../help', false],
    ['/cdn/launch10/slot', false],
    ['/cdn/launch1/../../help', false],
    ['https://games.example.com/other', false],
    ['https://games.example.com.evil.test/play/x', false],
    ['http://games.example.com/play/x', false],
    ['https://evil.test/demo-game', false],
    ['//evil.test/demo-game', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<p>x</p>', false],
    ['https://user:pw@games.example.com/play/x', false],
  ])('%s -> %s', (url, allowed) => {
    expect(allowedLaunchUrl(url, cdns, origin) !== null).toBe(allowed);
  });
});

describe('seamless page', () => {
  beforeEach(() => {
    useSiteStore.setState({ permission: permissionFixture(env.keys.publicKey) });
    useSessionStore.setState({ token: 'member-token' });
  });

  const open = (url: string, state?: unknown) => {
    const router = createMemoryRouter(
      [
        { path: '/seamless', element: <SeamlessPage /> },
        { path: '/', element: <p>lobby page</p> },
      ],
      { initialEntries: [{ pathname: '/seamless', search: seamlessPath(url).slice(9), state }] },
    );
    renderWithProviders(router);
    return router;
  };
  const launch = (expiresAt: string) => ({
    launch: { gameName: 'Lucky Sevens', nodeId: 'n1', mode: 'free', expiresAt },
  });

  it('frames an allowed launch URL under a bar with the game name, back and close', async () => {
    open('/demo-game?token=abc&lang=EN', launch(new Date(Date.now() + 60_000).toISOString()));
    const frame = screen.getByTitle('Lucky Sevens');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/demo-game?token=abc&lang=EN`);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Sevens' })).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading Lucky Sevens');
    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(await screen.findByText('lobby page')).toBeTruthy();
  });

  it('frames a launch under one of the merchant launch CDNs', () => {
    open('/cdn/launch1/game?t=1');
    expect(screen.getByTitle('Game').getAttribute('src')).toContain('/cdn/launch1/game?t=1');
  });

  it('refuses any other address with a clear message and no frame', () => {
    open('https://evil.test/demo-game?token=abc');
    expect(screen.getByRole('heading', { name: 'This game address is not allowed' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers to relaunch an expired launch and replaces it with the fresh one', async () => {
    const server = scriptedFetch({
      'POST /wps/game/launchGame': () =>
        jsonResponse({
          success: true,
          value: {
            url: '/demo-game?token=fresh&lang=EN',
            mode: 'free',
            nodeId: 'n1',
            vassalage: 'DEMO',
            gameName: 'Lucky Sevens',
            wallet: null,
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
            walletSession: null,
            transferred: null,
          },
        }),
    });
    const router = open('/demo-game?token=old&lang=EN', launch(new Date(Date.now() - 1000).toISOString()));
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen the game' }));
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame.getAttribute('src')).toContain('token=fresh');
    expect(server.callsTo('/wps/game/launchGame')[0]?.body).toMatchObject({ nodeId: 'n1', freeTrial: true });
    expect(router.state.location.search).toContain('fresh');
  });
});
