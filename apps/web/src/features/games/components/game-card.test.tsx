import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { defaultGameIcon, GameCard, type GameCardProps } from './game-card';

setupWebTests();

afterEach(() => vi.restoreAllMocks());

const renderCard = (props: Partial<GameCardProps> = {}) => {
  const handlers = { onToggleFavourite: vi.fn(), onStart: vi.fn() };
  render(
    <>
      <GameCard game={gameFixture()} imageCdn="/cdn/img1" favourite={false} {...handlers} {...props} />
    </>,
  );
  return handlers;
};

const image = () => screen.getByRole('article').querySelector('img')!;

describe('GameCard', () => {
  it('shows vendor and game name and the image from the image CDN in a fixed-size box', () => {
    renderCard();
    expect(screen.getByText('PG Soft')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crystal Dragon Link' })).toBeTruthy();
    expect(image().getAttribute('src')).toBe('/cdn/img1/icons/games/100001.svg');
    expect(image().getAttribute('width')).toBe('240');
    expect(image().getAttribute('height')).toBe('240');
  });

  it('falls back to nodeName and iconUrl, prefers gameName and showIcon', () => {
    renderCard({
      game: gameFixture({ gameName: undefined, nodeName: 'Node Name', showIcon: '/icons/show.svg' }),
    });
    expect(screen.getByRole('heading', { name: 'Node Name' })).toBeTruthy();
    expect(image().getAttribute('src')).toBe('/cdn/img1/icons/show.svg');
  });

  it('shows the default icon when the image fails to load', () => {
    renderCard();
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(defaultGameIcon);
  });

  it('starts the game for play and for free trial with the trial flag', async () => {
    const { onStart } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Crystal Dragon Link' }));
    expect(onStart.mock.calls.map((call) => call[1] as boolean)).toEqual([false, true]);
  });

  it('shows the heart state and runs at most one toggle per second, dropping the trailing press', () => {
    let now = 50_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { onToggleFavourite } = renderCard({ favourite: true });
    const heart = screen.getByRole('button', { name: 'Remove Crystal Dragon Link from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    now += 400;
    fireEvent.click(heart);
    now += 599;
    fireEvent.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    now += 1;
    fireEvent.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledTimes(2);
  });
});
