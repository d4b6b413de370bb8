import type { LaunchGameValue } from '@gp/contract/play';
import { describe, expect, it } from 'vitest';
import { readSeamlessLaunch, safeReturnPath, seamlessLaunchState } from './seamless-launch';

const launched: LaunchGameValue = {
  url: '/cdn/launch1/game',
  mode: 'real',
  nodeId: '100001',
  vassalage: 'PT',
  gameName: 'Lucky Sevens',
  wallet: 'MAIN',
  expiresAt: '2026-05-01T10:00:00.000Z',
  walletSession: null,
  transferred: null,
};

describe('seamless launch state: where closing the game returns', () => {
  it('keeps the in-app page the game was opened from, across a reload of the history state', () => {
    const state = seamlessLaunchState(launched, '/rng?vassalage=PT');
    expect(readSeamlessLaunch(JSON.parse(JSON.stringify(state)))?.returnTo).toBe('/rng?vassalage=PT');
  });

  it('accepts only paths of this site, never another origin or the game page itself', () => {
    expect(safeReturnPath('/fish')).toBe('/fish');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/seamless?url=x',
      3,
    ]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
    const state = seamlessLaunchState(launched, '//evil.example');
    expect(state.launch.returnTo).toBeUndefined();
    expect(
      readSeamlessLaunch({ launch: { ...state.launch, returnTo: 'https://evil.example' } })?.returnTo,
    ).toBe(undefined);
  });
});
