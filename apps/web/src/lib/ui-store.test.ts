import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from './ui-store';

const open = () => useUiStore.getState().sideMenuOpen;
const toggle = (to: boolean | 'reverse') => useUiStore.getState().toggleSideMenu(to);

beforeEach(() => useUiStore.setState({ sideMenuOpen: false }));

describe('side menu toggle (spec 4.8: true, false or reverse)', () => {
  it('starts closed', () => {
    expect(useUiStore.getInitialState().sideMenuOpen).toBe(false);
  });

  it('opens with true and closes with false, whatever the state was', () => {
    toggle(true);
    expect(open()).toBe(true);
    toggle(true);
    expect(open()).toBe(true);
    toggle(false);
    expect(open()).toBe(false);
    toggle(false);
    expect(open()).toBe(false);
  });

  it('flips the state with reverse', () => {
    toggle('reverse');
    expect(open()).toBe(true);
    toggle('reverse');
    expect(open()).toBe(false);
  });
});
