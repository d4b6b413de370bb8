import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import type { HeaderGameCategory } from '../../../lib/header-game-menu';
import { renderWithProviders, setupWebTests } from '../../../test/render';
import { GamesDropdown } from './games-dropdown';

setupWebTests();

const vendors = (count: number, page: string) =>
  Array.from({ length: count }, (_, i) => ({
    code: `V${i}`,
    name: `Vendor ${i}`,
    to: `${page}?vassalage=V${i}`,
  }));

const categories: HeaderGameCategory[] = [
  { category: 'RNG', to: '/rng', vendors: vendors(12, '/rng'), size: 'large' },
  { category: 'LIVE', to: '/live', vendors: vendors(3, '/live'), size: 'normal' },
];

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
};

const renderDropdown = (entries: HeaderGameCategory[] = categories) =>
  renderWithProviders(
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <GamesDropdown categories={entries} />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    ),
  );

describe('header Games drop-down (spec 2.4)', () => {
  it('opens from the keyboard and walks into a large vendor sub-menu', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Games' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Game lobby' })).toBeTruthy();
    const slots = within(menu).getByRole('menuitem', { name: /Slots/ });
    expect(slots.textContent).toContain('12');
    slots.focus();
    await user.keyboard('{ArrowRight}');
    const sub = await screen.findByRole('menu', { name: /Slots/ });
    expect(sub.getAttribute('data-size')).toBe('large');
    expect(within(sub).getAllByRole('menuitem')).toHaveLength(13);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/rng?vassalage=V0');
  });

  it('uses the normal drop-down for 10 vendors or fewer', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Games' }));
    const live = await screen.findByRole('menuitem', { name: /Live Casino/ });
    live.focus();
    await user.keyboard('{ArrowRight}');
    const sub = await screen.findByRole('menu', { name: /Live Casino/ });
    expect(sub.getAttribute('data-size')).toBe('normal');
  });

  it('mounts the menu at its first use with the focus in it, and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    renderDropdown();
    expect(screen.queryByRole('menu')).toBeNull();
    screen.getByRole('button', { name: 'Games' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Games' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('is a plain lobby link until the vendors are known', () => {
    renderDropdown([]);
    expect(screen.getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/');
  });
});
