import type { FeaturePack } from '../../../i18n/i18n';

/** The agent centre's strings (`agent.*`), loaded with its route only (i18n.ts withWholePack). */
export const agentPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
