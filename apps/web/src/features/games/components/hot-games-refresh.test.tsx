import { sessionKeys } from '@gp/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { HomeBlocks } from './home-blocks';

const env = setupWebTests();

const cached = gameFixture({
  nodeId: 'OLD',
  gameName: 'Yesterday Hit',
  title: 'Yesterday Hit',
  nodeName: 'Yesterday Hit',
});
const fresh = gameFixture({
  nodeId: 'NEW',
  gameName: 'Today Hit',
  title: 'Today Hit',
  nodeName: 'Today Hit',
});

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('hot games refresh (spec 4.8)', () => {
  it('shows the session cache, and the refresh control discards it and asks the server', async () => {
    const user = userEvent.setup();
    const scope = { merchantCode: 'DEMO', language: 'EN' };
    sessionStorage.setItem(sessionKeys.hotGames, JSON.stringify({ ...scope, games: [cached] }));
    const fetch = scriptedFetch({
      'GET /wps/game/hot': () => jsonResponse({ success: true, value: { list: [fresh] } }),
    });
    renderInMemoryRouter(<HomeBlocks lanes={[]} onChoose={() => undefined} />);
    expect(await screen.findByText('Yesterday Hit')).toBeTruthy();
    expect(fetch.callsTo('/wps/game/hot')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refresh hot games' }));
    expect(await screen.findByText('Today Hit')).toBeTruthy();
    expect(screen.queryByText('Yesterday Hit')).toBeNull();
    expect(fetch.callsTo('/wps/game/hot')).toHaveLength(1);
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem(sessionKeys.hotGames)!) as {
        games: { nodeId: string }[];
      };
      expect(stored.games[0]!.nodeId).toBe('NEW');
    });
  });
});
