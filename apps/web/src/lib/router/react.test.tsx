import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';
import {
  MemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigation,
  useRouteError,
  useSearchParams,
} from './react';
import { createMemoryRouter, type Router } from './router';

afterEach(cleanup);

const Where = () => {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="where">{pathname + search + hash}</output>;
};

const where = () => screen.getByLabelText('where').textContent;

const Layout = () => (
  <div>
    <nav>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/games">Games</NavLink>
      <NavLink to="/games" end>
        Games only
      </NavLink>
    </nav>
    <Outlet />
    <Where />
  </div>
);

const ShowError = () => <p role="alert">{String((useRouteError() as Error).message)}</p>;

const Broken = () => {
  throw new Error('render failed');
};

const tree = [
  {
    element: <Layout />,
    errorElement: <ShowError />,
    hydrateFallbackElement: <p>starting</p>,
    children: [
      { path: '/', element: <Link to="/games/slots?x=1">slots</Link> },
      { path: '/games', element: <p>games</p> },
      { path: '/games/slots', element: <p>slots page</p> },
      { path: '/broken', element: <Broken /> },
    ],
  },
];

/** Runs `step`, then lets the router's promises settle inside act. */
const settleAfter = (step: () => void) =>
  new Promise<void>((resolve) => {
    step();
    setTimeout(resolve, 0);
  });

const renderRouter = (router: Router) => render(<RouterProvider router={router} />);

describe('RouterProvider', () => {
  it('renders the branch of layouts with the page in their outlet, and navigates on a plain click', async () => {
    renderRouter(createMemoryRouter(tree));
    expect(where()).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'slots' }));
    expect(await screen.findByText('slots page')).toBeTruthy();
    expect(where()).toBe('/games/slots?x=1');
  });

  it('leaves a modified or middle click to the browser', () => {
    renderRouter(createMemoryRouter(tree));
    const link = screen.getByRole('link', { name: 'slots' });
    expect(link.getAttribute('href')).toBe('/games/slots?x=1');
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(where()).toBe('/');
  });

  it('marks the NavLink of the current path, and of the paths below it unless `end`', async () => {
    const router = createMemoryRouter(tree, { initialEntries: ['/games/slots'] });
    renderRouter(router);
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect([current('Home'), current('Games'), current('Games only')]).toEqual([null, 'page', null]);
    await act(() => router.navigate('/games'));
    expect([current('Home'), current('Games'), current('Games only')]).toEqual([null, 'page', 'page']);
  });

  it('shows the errorElement for a render error and recovers on the next navigation', async () => {
    const router = createMemoryRouter(tree, { initialEntries: ['/broken'] });
    const quiet = console.error;
    console.error = () => {};
    try {
      renderRouter(router);
      expect(screen.getByRole('alert').textContent).toBe('render failed');
    } finally {
      console.error = quiet;
    }
    await act(() => router.navigate('/games'));
    expect(screen.getByText('games')).toBeTruthy();
  });

  it('shows the fallback while the first page loads, and the loading state of later navigations', async () => {
    let release = () => {};
    const slow = () => new Promise<null>((resolve) => (release = () => resolve(null)));
    const Pending = () => <p>{useNavigation().state}</p>;
    const router = createMemoryRouter([
      {
        element: <Pending />,
        hydrateFallbackElement: <p>starting</p>,
        children: [
          { path: '/', loader: slow },
          { path: '/next', loader: slow },
        ],
      },
    ]);
    renderRouter(router);
    expect(screen.getByText('starting')).toBeTruthy();
    await act(() => settleAfter(release));
    expect(screen.getByText('idle')).toBeTruthy();
    act(() => void router.navigate('/next'));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => settleAfter(release));
    expect(screen.getByText('idle')).toBeTruthy();
  });
});

describe('useSearchParams', () => {
  const Filters = () => {
    const [params, setParams] = useSearchParams();
    return (
      <button
        type="button"
        onClick={() => setParams({ type: 'SLOT', page: String(Number(params.get('page') ?? 0) + 1) })}
      >
        next
      </button>
    );
  };

  it('navigates to the same path with the new query, dropping the hash', () => {
    render(
      <MemoryRouter initialEntries={['/games?type=LIVE#top']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('/games?type=SLOT&page=1');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('/games?type=SLOT&page=2');
  });
});
