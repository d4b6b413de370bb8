/** Spec 2.2: one of three displays; maintenance takes priority over the region block. */
export type StartupDisplay = 'maintenance' | 'regionBlocked' | 'app';

export const chooseStartupDisplay = (permission: {
  maintenance: boolean;
  regionRestriction: boolean;
}): StartupDisplay => {
  if (permission.maintenance) return 'maintenance';
  if (permission.regionRestriction) return 'regionBlocked';
  return 'app';
};
