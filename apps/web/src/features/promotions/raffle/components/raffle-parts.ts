import { lazy } from 'react';
import { withWholePack } from '../../../../i18n/i18n';
import { loadChunk } from '../../../../lib/load-chunk';
import { rafflePack } from '../i18n/packs';

/**
 * The raffle pieces other pages show, each loaded with the raffle strings when first rendered: the
 * reward centre and the promotions page stay light, and no other page carries them.
 */
export const LazyRaffleSection = lazy(() =>
  loadChunk(
    withWholePack(() => import('./raffle-section').then((m) => ({ default: m.RaffleSection })), rafflePack),
  ),
);

export const LazyLatestWinners = lazy(() =>
  loadChunk(
    withWholePack(() => import('./latest-winners').then((m) => ({ default: m.LatestWinners })), rafflePack),
  ),
);
