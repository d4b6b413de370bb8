import type { GameType } from '@gp/contract/site';
import type { IconName } from './icons';

const icons: Record<GameType, IconName> = {
  HOME: 'home',
  PROMO: 'promo',
  ELOTT: 'ticket',
  LOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'esports',
  COCKFIGHT: 'rooster',
  MXWIN: 'sparkle',
};

export const categoryIcon = (category: GameType): IconName => icons[category];
