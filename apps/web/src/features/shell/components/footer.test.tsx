import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore, type SiteInfo } from '../../../lib/site-store';
import { permissionFixture } from '../../../test/fixtures';
import { renderInMemoryRouter, setupWebTests } from '../../../test/render';
import { Footer } from './footer';

const env = setupWebTests();

const siteIs = (change: (info: SiteInfo) => void = () => undefined) => {
  const permission = permissionFixture(env.keys.publicKey);
  change(permission.info);
  useSiteStore.getState().setPermission(permission, '/cdn/img1', '/cdn/launch1');
};

/** The section of the footer under `heading`. */
const section = (heading: string) =>
  within(screen.getByRole('heading', { level: 2, name: heading }).closest('section')!);
const links = (heading: string) =>
  section(heading)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => siteIs());

describe('footer (spec 2.4)', () => {
  it('lists the help centre sections, linking to their anchors on /help', () => {
    renderInMemoryRouter(<Footer categories={[]} />);
    expect(links('Help')).toEqual([
      ['Responsible gaming', '/help#term'],
      ['Terms and conditions', '/help#terms'],
      ['Privacy policy', '/help#privacy'],
    ]);
  });

  it('lists the products with a category page, in the order given', () => {
    renderInMemoryRouter(<Footer categories={['RNG', 'LIVE', 'COCKFIGHT', 'SPORTS', 'ESPORTS', 'MXWIN']} />);
    expect(links('Products')).toEqual([
      ['Slots', '/rng'],
      ['Live Casino', '/live'],
      ['Sports', '/sports'],
      ['E-Sports', '/esports'],
    ]);
  });

  it('shows the vendor icons PG, EG2, PT, JDB, CQ9, FC, JL, BGS in that order', () => {
    renderInMemoryRouter(<Footer categories={[]} />);
    const badges = section('Game providers').getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
    ]);
  });

  it('follows us on the configured social channels, Facebook then YouTube, in a new tab', () => {
    siteIs((info) => {
      info.site.socialChannels = [
        { name: 'YOUTUBE', url: 'https://youtube.example/@luxe' },
        { name: 'facebook', url: 'https://facebook.example/luxe' },
        { name: 'INSTAGRAM', url: 'https://instagram.example/luxe' },
      ];
    });
    renderInMemoryRouter(<Footer categories={[]} />);
    const follow = section('Follow us');
    expect(follow.getByText('News, tournaments and new games first.')).toBeTruthy();
    const social = within(follow.getByRole('list', { name: 'Social media' }));
    const channels = social.getAllByRole('link');
    expect(channels.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.example/luxe'],
      ['YouTube', 'https://youtube.example/@luxe'],
    ]);
    expect(channels.map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
  });

  it('says the channels open soon when none is configured', () => {
    renderInMemoryRouter(<Footer categories={[]} />);
    const follow = section('Follow us');
    expect(follow.getByText('Our channels open soon.')).toBeTruthy();
    expect(follow.queryByRole('list', { name: 'Social media' })).toBeNull();
  });

  it('states the minimum age of the site', () => {
    siteIs((info) => {
      info.site.minimumAge = 19;
    });
    renderInMemoryRouter(<Footer categories={[]} />);
    expect(screen.getByText('19+')).toBeTruthy();
    expect(
      screen.getByText(
        'Play responsibly. Only people aged 19 or over may take part. Gambling can be addictive.',
      ),
    ).toBeTruthy();
  });
});
