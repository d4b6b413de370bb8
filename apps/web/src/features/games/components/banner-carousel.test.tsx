import type { Banner } from '@gp/contract/announcements';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { setupWebTests } from '../../../test/render';
import { BannerCarousel } from './banner-carousel';
import { stubMatchMedia } from '../../../test/stubs';

/**
 * Embla measures offsetLeft and offsetWidth, which jsdom leaves at 0 (and with no room to loop, Embla
 * turns loop off). The stub lays the slides out as a browser would: each slide as wide as the viewport,
 * side by side. Embla then moves the container with a translate3d, read by `shownX`.
 */
const slideWidth = 1000;
const isSlide = (element: Element) => element.getAttribute('aria-roledescription') === 'slide';
const layoutKeys = ['offsetWidth', 'offsetLeft'] as const;
const savedLayout = layoutKeys.map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
);
const stubLayout = () => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      const slideContainer = this.firstElementChild !== null && isSlide(this.firstElementChild);
      return isSlide(this) || slideContainer ? slideWidth : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? Array.from(this.parentElement!.children).indexOf(this) * slideWidth : 0;
    },
  });
};
const restoreLayout = () => {
  for (const [key, descriptor] of savedLayout) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
};

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const stubMedia = (reducedMotion: boolean) =>
  stubMatchMedia((query) => reducedMotion && query === '(prefers-reduced-motion: reduce)');

setupWebTests();

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  stubMedia(false);
  stubLayout();
  useSiteStore.setState({ imageCdn: '/cdn/img1' });
});

afterEach(() => {
  vi.useRealTimers();
  restoreLayout();
});

const banner = (n: number, overrides: Partial<Banner> = {}): Banner => ({
  groupName: 'w_home',
  title: `Banner ${n}`,
  url: `/banners/${n}.svg`,
  linkageType: 'ROUTE',
  linkage: `/promotions?banner=${n}`,
  ...overrides,
});
const three = [banner(1), banner(2), banner(3)];

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
};

/** Renders the carousel, then lets the idle moment after the first paint pass and Embla load. */
const renderCarousel = async (banners: readonly Banner[]) => {
  const view = render(
    <>
      <MemoryRouter>
        <BannerCarousel banners={banners} />
        <Where />
      </MemoryRouter>
    </>,
  );
  await act(async () => {
    vi.advanceTimersByTime(afterPaintMs);
    await vi.dynamicImportSettled();
  });
  return view;
};

const dots = () => screen.getAllByRole('button', { name: /^Show banner \d$/ });
/** The banner the pagination marks as shown (1-based), or 0 when none is marked. */
const current = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
const container = () => screen.getAllByRole('group')[0]!.parentElement!;
/** The container's horizontal offset: -1000 × (banner − 1) once a banner is fully in view. */
const shownX = () => Number(/translate3d\((-?[\d.]+)px/.exec(container().style.transform)?.[1] ?? NaN);
/** The idle moment after the first paint, where jsdom has no idle callback (after-first-paint.ts). */
const afterPaintMs = 200;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('banner carousel with several banners (spec 2.3, 9)', () => {
  it('shows one slide per view with a dot per banner, the first one current', async () => {
    await renderCarousel(three);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => within(slide).getByRole('img').getAttribute('src'))).toEqual([
      '/cdn/img1/banners/1.svg',
      '/cdn/img1/banners/2.svg',
      '/cdn/img1/banners/3.svg',
    ]);
    expect(dots()).toHaveLength(3);
    expect(current()).toBe(1);
    // The first banner is the lobby's hero (issue 15): fetched first; the others wait until in view.
    const images = slides.map((slide) => within(slide).getByRole('img'));
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('draws the slides at once and starts moving them only after the first paint (issue 15)', async () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={three} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(container().style.transform).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(afterPaintMs);
      await vi.dynamicImportSettled();
    });
    advance(5000);
    expect(current()).toBe(2);
  });

  it('autoplays every 5000 ms and loops from the last banner forward to the first', async () => {
    await renderCarousel(three);
    advance(4999);
    expect(current()).toBe(1);
    advance(1);
    expect(current()).toBe(2);
    advance(5000);
    expect(current()).toBe(3);
    advance(3000);
    expect(shownX()).toBeCloseTo(-2000, 0);
    advance(2000);
    expect(current()).toBe(1);
    // Loop: the first banner is moved after the last and the track keeps going forward, instead of
    // rewinding back across banners 2 and 1.
    advance(200);
    expect(shownX()).toBeLessThan(-2000);
    expect(screen.getAllByRole('group')[0]!.style.transform).toBe('translate3d(3000px, 0px, 0px)');
    advance(2000);
    expect(shownX()).toBeCloseTo(0, 0);
  });

  it('moves to the next banner in about one second (spec 9 speed 1000 ms)', async () => {
    await renderCarousel(three);
    advance(5000);
    expect(current()).toBe(2);
    advance(500);
    // Half-way through the transition the banner is not yet in place...
    expect(Math.abs(shownX() + slideWidth)).toBeGreaterThan(1);
    advance(1000);
    // ...and 1.5 s after it started it is.
    expect(Math.abs(shownX() + slideWidth)).toBeLessThan(1);
  });

  it('shows the banner whose dot is clicked', async () => {
    await renderCarousel(three);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(current()).toBe(3);
    advance(2000);
    expect(shownX()).toBeCloseTo(-2000, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(current()).toBe(2);
    advance(2000);
    expect(shownX()).toBeCloseTo(-1000, 0);
  });

  it('pauses and resumes autoplay with the pause button', async () => {
    await renderCarousel(three);
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    advance(20_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    expect(screen.getByRole('button', { name: 'Pause banners' })).toBeTruthy();
    advance(5000);
    expect(current()).toBe(2);
  });

  it('does not autoplay for visitors who ask for reduced motion, and jumps without a transition', async () => {
    stubMedia(true);
    await renderCarousel(three);
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
    advance(20_000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(current()).toBe(2);
    expect(shownX()).toBe(-1000);
  });
});

describe('banner carousel with one banner', () => {
  it('has no pagination, no pause button and never moves', async () => {
    await renderCarousel([banner(1)]);
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    advance(20_000);
    expect(container().style.transform).toBe('');
    expect(within(carousel).getByRole('img', { name: 'Banner 1' })).toBeTruthy();
  });

  it('renders nothing without banners', async () => {
    await renderCarousel([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('banner linkage on click (spec 2.3 linkageType)', () => {
  it('opens a ROUTE banner in the app and a GAME_TYPE banner on its category page', async () => {
    await renderCarousel([banner(1), banner(2, { linkageType: 'GAME_TYPE', linkage: 'LIVE' })]);
    fireEvent.click(screen.getByRole('link', { name: 'Banner 1' }));
    expect(screen.getByTestId('where').textContent).toBe('/promotions?banner=1');
    fireEvent.click(screen.getByRole('link', { name: 'Banner 2' }));
    expect(screen.getByTestId('where').textContent).toBe('/live');
  });

  it('opens a URL banner in a new tab without an opener, and leaves a NONE banner unlinked', async () => {
    await renderCarousel([
      banner(1, { linkageType: 'URL', linkage: 'https://partner.example/offer' }),
      banner(2, { linkageType: 'NONE', linkage: '' }),
    ]);
    const external = screen.getByRole('link', { name: 'Banner 1' });
    expect(external.getAttribute('href')).toBe('https://partner.example/offer');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Banner 2' }).closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
