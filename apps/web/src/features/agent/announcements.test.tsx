import { sessionKeys } from '@gp/contract/constants';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, withWholePack } from '../../i18n/i18n';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';
import { renderInMemoryRouter } from '../../test/render';
import { agentPack } from './i18n/packs';
import { AnnouncementsPage } from './pages/announcements';

beforeAll(async () => {
  await chooseLanguage('EN');
  await withWholePack(() => Promise.resolve(null), agentPack)();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const notice = (id: string, forAgents: boolean, content = '') => ({
  id,
  title: `Title ${id}`,
  content,
  forAgents,
  publishedAt: '2026-11-25T08:30:00.000Z',
});

describe('agent announcements', () => {
  it('lists the notices with their date, the agents-only mark and their content, page by page', async () => {
    sessionStorage.setItem(sessionKeys.token, 'agent-token');
    const server = scriptedFetch({
      'GET /wps/agent/announcements': (call: RecordedCall) =>
        jsonResponse({
          success: true,
          value: {
            content:
              call.query.pageNum === '2'
                ? [notice('older', false)]
                : [
                    notice(
                      'settlement',
                      true,
                      '<p>See <a href="/agentHome?page=agentRevenueReport">My income</a>.</p><script>alert(1)</script>',
                    ),
                  ],
            pageNum: Number(call.query.pageNum),
            totalPages: 2,
            count: 2,
          },
        }),
    });
    renderInMemoryRouter(<AnnouncementsPage />, '/agentHome?page=agentAnnouncement');
    const first = await screen.findByRole('article', { name: 'Title settlement' });
    expect(within(first).getByText('For agents')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T08:30:00.000Z');
    expect(first.querySelector('script')).toBeNull();
    // A link to a page of the site opens in place (the click's default is prevented).
    expect(fireEvent.click(within(first).getByRole('link', { name: 'My income' }))).toBe(false);
    expect(server.callsTo('/wps/agent/announcements')[0]!.query).toMatchObject({
      language: 'EN',
      pageNum: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const older = await screen.findByRole('article', { name: 'Title older' });
    expect(within(older).queryByText('For agents')).toBeNull();
  });

  it('says so when there is no announcement', async () => {
    sessionStorage.setItem(sessionKeys.token, 'agent-token');
    scriptedFetch({
      'GET /wps/agent/announcements': () =>
        jsonResponse({ success: true, value: { content: [], pageNum: 1, totalPages: 0, count: 0 } }),
    });
    renderInMemoryRouter(<AnnouncementsPage />);
    expect(await screen.findByRole('heading', { name: 'No announcements' })).toBeTruthy();
  });
});
