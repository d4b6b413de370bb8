import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { matchRoutes, type RouteObject } from './match';
import { createMemoryRouter, createRouter, isRouteErrorResponse, redirect, type Router } from './router';

const idle = (router: Router) =>
  new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });

describe('matchRoutes', () => {
  const tree: RouteObject[] = [
    {
      children: [
        { children: [{ path: '/', caseSensitive: true }, { path: '*' }] },
        { children: [{ path: '/vnlottery', caseSensitive: true }] },
        { path: '/agent', children: [{ path: 'home' }] },
      ],
    },
  ];

  it('prefers a static path anywhere in the tree to an earlier splat', () => {
    expect(matchRoutes(tree, '/vnlottery')?.at(-1)?.path).toBe('/vnlottery');
    expect(matchRoutes(tree, '/nowhere')?.at(-1)?.path).toBe('*');
  });

  it('matches case-sensitive paths exactly and others in any case, with or without a trailing slash', () => {
    expect(matchRoutes(tree, '/vnLottery')?.at(-1)?.path).toBe('*');
    expect(matchRoutes(tree, '/AGENT/Home/')?.map((route) => route.path)).toEqual([
      undefined,
      '/agent',
      'home',
    ]);
  });

  it('returns the whole branch from the root, and null when nothing matches', () => {
    expect(matchRoutes(tree, '/')).toHaveLength(3);
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });

  it('refuses route parameters rather than matching them wrongly', () => {
    expect(() => matchRoutes([{ path: '/game/:id' }], '/game/1')).toThrow(/parameters/);
  });
});

describe('navigation', () => {
  it('commits at once when nothing has to load, and pushes a new entry', async () => {
    const router = createMemoryRouter([{ path: '/' }, { path: '/help' }]);
    expect(router.state.initialized).toBe(true);
    await router.navigate('/help#terms');
    expect(router.state.location).toMatchObject({ pathname: '/help', hash: '#terms' });
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.key).toBe('default');
  });

  it('shows the page only once its loader and lazy module are in, and loads the module once', async () => {
    let release = () => {};
    const loader = vi.fn(() => new Promise<null>((resolve) => (release = () => resolve(null))));
    const lazy = vi.fn(() => Promise.resolve({ Component: () => null }));
    const router = createMemoryRouter([{ path: '/' }, { path: '/member', loader, lazy }]);
    const done = router.navigate('/member');
    expect(router.state.navigation).toMatchObject({ state: 'loading', location: { pathname: '/member' } });
    expect(router.state.location.pathname).toBe('/');
    release();
    await done;
    expect(router.state.location.pathname).toBe('/member');
    await router.navigate('/');
    release = () => {};
    const again = router.navigate('/member');
    release();
    await again;
    expect(loader).toHaveBeenCalledTimes(2);
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('follows a redirect thrown by a loader; Back returns to the page before, never to the guarded one', async () => {
    const history = createMemoryHistory(['/']);
    const guarded = vi.fn(() => {
      throw redirect('/login');
    });
    const router = createRouter(
      [{ path: '/' }, { path: '/login' }, { path: '/member', loader: guarded }],
      history,
    );
    await router.navigate('/member');
    await idle(router);
    expect(router.state.location.pathname).toBe('/login');
    history.go(-1);
    await idle(router);
    expect(router.state.location.pathname).toBe('/');
  });

  it('replaces the entry of a first page whose guard redirects', async () => {
    const router = createMemoryRouter(
      [{ path: '/login' }, { path: '/member', loader: () => Promise.reject(redirect('/login?from=member')) }],
      { initialEntries: ['/member'] },
    );
    await idle(router);
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '?from=member' });
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('drops a navigation that a newer one superseded', async () => {
    let releaseSlow = () => {};
    const slow = () => new Promise<null>((resolve) => (releaseSlow = () => resolve(null)));
    const router = createMemoryRouter([{ path: '/' }, { path: '/slow', loader: slow }, { path: '/fast' }]);
    const first = router.navigate('/slow');
    await router.navigate('/fast');
    releaseSlow();
    await first;
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('replaces rather than stacks a navigation to where the app already is, and carries state', async () => {
    const history = createMemoryHistory(['/', '/help']);
    const router = createRouter([{ path: '/' }, { path: '/help' }], history);
    await router.navigate('/help', { state: { from: 'menu' } });
    expect(router.state.location.state).toEqual({ from: 'menu' });
    history.go(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('changes only the hash without running loaders again', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([{ path: '/help', loader }], { initialEntries: ['/help'] });
    await idle(router);
    await router.navigate('#rules');
    expect(router.state.location).toMatchObject({ pathname: '/help', hash: '#rules' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('lands on the error of a failed module, and on a 404 when no route matches', async () => {
    const failure = new Error('chunk');
    const router = createMemoryRouter([{ path: '/', lazy: () => Promise.reject(failure) }]);
    await idle(router);
    expect(router.state.error).toBe(failure);
    await router.navigate('/missing');
    expect(isRouteErrorResponse(router.state.error) && router.state.error.status).toBe(404);
  });

  it('stops following the history once disposed', () => {
    const history = createMemoryHistory(['/', '/help']);
    const router = createRouter([{ path: '/' }, { path: '/help' }], history);
    router.dispose();
    history.go(-1);
    expect(router.state.location.pathname).toBe('/help');
  });
});
