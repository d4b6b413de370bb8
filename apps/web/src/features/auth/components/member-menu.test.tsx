import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { Avatar } from './member-menu';

setupWebTests();

const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

const renderAvatar = () => {
  const { container } = renderInMemoryRouter(<Avatar size={40} />);
  return {
    image: () => container.querySelector('img'),
    /** The default avatar: a decorative user icon in a round box. */
    fallback: () => container.querySelector('span[aria-hidden="true"] > svg'),
  };
};

beforeEach(() => resetSession());

describe('member avatar (spec 2.4, 8)', () => {
  it("shows the member's icon, and the default avatar when the icon fails to load", async () => {
    useSessionStore.getState().setToken('tok-icon', 'demo_member');
    const server = scriptedFetch({
      'GET /wps/member/info/icon': () => jsonResponse({ success: true, value: { icon } }),
    });
    const avatar = renderAvatar();
    await waitFor(() => expect(avatar.image()?.getAttribute('src')).toBe(icon));
    expect(server.callsTo('/wps/member/info/icon')[0]?.headers.authorization).toBe('Bearer tok-icon');
    expect(avatar.image()?.getAttribute('width')).toBe('40');
    expect(avatar.fallback()).toBeNull();

    fireEvent.error(avatar.image()!);
    expect(avatar.image()).toBeNull();
    expect(avatar.fallback()).not.toBeNull();
  });

  it('shows the default avatar when the icon call fails', async () => {
    useSessionStore.getState().setToken('tok-icon', 'demo_member');
    const server = scriptedFetch({});
    const avatar = renderAvatar();
    await waitFor(() => expect(server.callsTo('/wps/member/info/icon')).toHaveLength(1));
    await waitFor(() => expect(avatar.fallback()).not.toBeNull());
    expect(avatar.image()).toBeNull();
  });

  it('shows the default avatar without asking the server when there is no session', () => {
    const server = scriptedFetch({});
    const avatar = renderAvatar();
    expect(avatar.fallback()).not.toBeNull();
    expect(avatar.image()).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});
