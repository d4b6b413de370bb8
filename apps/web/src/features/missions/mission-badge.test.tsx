import { sessionKeys } from '@gp/contract/constants';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { MemberCentre } from '../member-centre/components/member-centre';

setupWebTests();
afterEach(resetSession);

describe('member centre mission badge', () => {
  it('counts the missions ready to claim, from the mission summary', async () => {
    sessionStorage.setItem(sessionKeys.token, 'member-token');
    useSessionStore.setState({
      isLogin: true,
      isTrial: false,
      token: 'member-token',
      member: { id: 7 } as never,
    });
    const server = scriptedFetch({
      'GET /wps/relay/MISSION_summary': () =>
        jsonResponse({ success: true, value: { missions: [], claimable: 2, weekPoints: 30 } }),
    });
    renderInMemoryRouter(<MemberCentre pages={{}} />, '/member');
    const missions = screen.getByRole('link', { name: /Missions/ });
    expect(await within(missions).findByText('2')).toBeTruthy();
    expect(server.callsTo('/wps/relay/MISSION_summary')).toHaveLength(1);
  });

  it('asks nothing for a trial visitor, whose badge stays 0', () => {
    sessionStorage.setItem(sessionKeys.token, 'trial-token');
    useSessionStore.setState({
      isLogin: true,
      isTrial: true,
      token: 'trial-token',
      member: { id: 9 } as never,
    });
    const server = scriptedFetch({});
    renderInMemoryRouter(<MemberCentre pages={{}} />, '/member');
    expect(within(screen.getByRole('link', { name: /Missions/ })).getByText('0')).toBeTruthy();
    expect(server.callsTo('/wps/relay/MISSION_summary')).toHaveLength(0);
  });
});
