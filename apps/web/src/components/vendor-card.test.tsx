import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VendorCard } from './vendor-card';

/** The card's icon, or null when the monogram stands in for it. */
const icon = () => screen.getByRole('article').querySelector('img');
/** The monogram shown in place of the icon (decorative: the name is the card's heading). */
const monogram = () => screen.getByRole('article').querySelector('[aria-hidden="true"]')?.textContent ?? null;

afterEach(cleanup);

describe('VendorCard icon fallback', () => {
  it('shows the vendor icon, and the monogram in its place when the icon fails to load', () => {
    render(<VendorCard name="PG Soft" iconSrc="/cdn/img1/icons/pg.png" />);
    expect(icon()?.getAttribute('src')).toBe('/cdn/img1/icons/pg.png');
    expect(monogram()).toBeNull();

    fireEvent.error(icon()!);
    expect(icon()).toBeNull();
    expect(monogram()).toBe('PS');
    expect(screen.getByRole('heading', { name: 'PG Soft' })).toBeTruthy();
  });

  it('shows the monogram at once when the vendor has no icon', () => {
    render(<VendorCard name="Habanero" iconSrc="" />);
    expect(icon()).toBeNull();
    expect(monogram()).toBe('HA');
  });

  it('takes the first letters of two words, the first two of one word, and a star for no letters', () => {
    const cases: [string, string][] = [
      ['Evolution Gaming Live', 'EG'],
      ['jdb', 'JD'],
      ['CQ9', 'CQ'],
      ["Play'n GO", 'PG'],
      ['한국 게임', '한게'],
      ['***', '★'],
    ];
    for (const [name, expected] of cases) {
      const { unmount } = render(<VendorCard name={name} iconSrc="" />);
      expect(monogram(), name).toBe(expected);
      unmount();
    }
  });

  it('tries a new icon address again after an earlier one failed', () => {
    const { rerender } = render(<VendorCard name="PG Soft" iconSrc="/cdn/img1/icons/pg.png" />);
    fireEvent.error(icon()!);
    expect(monogram()).toBe('PS');
    rerender(<VendorCard name="PG Soft" iconSrc="/cdn/img2/icons/pg.png" />);
    expect(icon()?.getAttribute('src')).toBe('/cdn/img2/icons/pg.png');
    expect(monogram()).toBeNull();
  });

  it('keeps the card selectable by its name while the monogram shows', () => {
    const onSelect = vi.fn();
    render(<VendorCard name="PG Soft" iconSrc="" onSelect={onSelect} selectLabel="Open PG Soft" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open PG Soft' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
