import { announcementsValueSchema } from '@gp/contract/announcements';
import { gameListValueSchema } from '@gp/contract/game-lists';
import type { GameCard } from '@gp/contract/games';
import { routes } from '@gp/contract/routes';
import type { Locator, Page } from 'playwright-core';

/** The guest's home announcements as the server serves them (banners of the home group, notices). */
export const fetchHomeAnnouncements = async (baseUrl: string, merchantCode: string) => {
  const query = new URLSearchParams({ merchantCode, language: 'EN', types: 'B,PL' });
  const response = await fetch(`${baseUrl}${routes.announcements.path}?${query}`);
  const body = (await response.json()) as { value: unknown };
  const value = announcementsValueSchema.parse(body.value);
  return { banners: value.banners.filter((b) => b.groupName === 'w_home'), notices: value.player };
};

/** The lobby's game menu (radix tabs). */
export const gameMenu = (page: Page) => page.getByRole('tablist', { name: 'Game menu' });

/** Game cards (articles named after the game) of a list, in document order. */
export const cardsOf = (list: Locator) => list.getByRole('article');

export const cardNames = (list: Locator) =>
  cardsOf(list).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

/** What a card shows as its name (spec 3: gameName, falling back to nodeName). */
export const shownName = (game: GameCard) => game.gameName || game.nodeName;

/**
 * Records every game-list page the page receives whose query matches `filter`, keyed by page number,
 * so a test can compare what is on screen with what the server sent (nodeIds are not in the DOM).
 */
export const recordGameListPages = (page: Page, filter: (query: URLSearchParams) => boolean) => {
  const pages = new Map<number, GameCard[]>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== routes.gameList.path || !filter(url.searchParams)) return;
    response.json().then(
      (body: { value: unknown }) =>
        pages.set(Number(url.searchParams.get('pageNo')), gameListValueSchema.parse(body.value).games),
      () => undefined,
    );
  });
  return pages;
};
