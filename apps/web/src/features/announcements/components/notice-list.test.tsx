import type { Notice } from '@gp/contract/announcements';
import { QueryClient, QueryClientProvider } from '../../../lib/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { NoticeBell } from './notice-bell';

const env = setupWebTests();

const notices = (count: number): Notice[] =>
  Array.from({ length: count }, (_, index) => ({ id: `n${index + 1}`, title: `Notice ${index + 1}` }));

const answer = (player: Notice[]) =>
  jsonResponse({ success: true, value: { banners: [], player, popup: [], promotion: [] } });

const openList = async ({ retry = true }: { retry?: boolean } = {}) => {
  if (retry) renderInMemoryRouter(<NoticeBell />);
  else
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <>
          <NoticeBell />
        </>
      </QueryClientProvider>,
    );
  await userEvent.click(screen.getByRole('button', { name: 'Notices' }));
  return screen.findByRole('dialog', { name: 'Notices' });
};

/** The notice titles shown (the first list; the pager's page numbers are a list too). */
const titles = (dialog: HTMLElement) =>
  within(within(dialog).getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('notice list (spec 2.5, 3, 9)', () => {
  it('opens from the bell with a loading skeleton, then 9 notices per page with a numbered pager', async () => {
    let release: (response: Response) => void = () => undefined;
    scriptedFetch({
      'GET /wps/announcement': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const dialog = await openList();
    within(dialog).getByRole('status', { name: 'Loading' });

    release(answer(notices(12)));
    await within(dialog).findByText('Notice 1');
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(titles(dialog)).toEqual(notices(9).map((notice) => notice.title));

    const pager = within(dialog).getByRole('navigation', { name: 'Notice pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(titles(dialog)).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no pager when the notices fit on one page', async () => {
    scriptedFetch({ 'GET /wps/announcement': () => answer(notices(3)) });
    const dialog = await openList();
    await within(dialog).findByText('Notice 3');
    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });

  it('shows the empty state without notices', async () => {
    scriptedFetch({ 'GET /wps/announcement': () => answer([]) });
    const dialog = await openList();
    await within(dialog).findByRole('heading', { name: 'No notices' });
    expect(within(dialog).queryByRole('listitem')).toBeNull();
  });

  it('offers a retry when the notices cannot be loaded, and closes back to the bell', async () => {
    let fail = true;
    scriptedFetch({
      'GET /wps/announcement': () =>
        fail ? jsonResponse({ success: false, code: 'system_error' }, 500) : answer(notices(1)),
    });
    const dialog = await openList({ retry: false });
    await within(dialog).findByRole('heading', { name: 'The notices could not be loaded.' });
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByText('Notice 1');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notices' }));
  });
});
