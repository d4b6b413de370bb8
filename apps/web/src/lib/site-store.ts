import type { PermissionValue } from '@gp/contract/system';
import { create } from 'zustand';

export type SiteInfo = PermissionValue['info'];

interface SiteState {
  /** The permission response, once start-up has applied it. */
  permission: PermissionValue | null;
  /** One image CDN and one launch CDN, picked at random at start-up (spec section 7). */
  imageCdn: string;
  launchCdn: string;
  setPermission: (permission: PermissionValue, imageCdn: string, launchCdn: string) => void;
}

export const useSiteStore = create<SiteState>()((set) => ({
  permission: null,
  imageCdn: '',
  launchCdn: '',
  setPermission: (permission, imageCdn, launchCdn) => set({ permission, imageCdn, launchCdn }),
}));

/** The permission info; only call below the start-up gate, which guarantees it is loaded. */
export const useSiteInfo = (): SiteInfo => {
  const permission = useSiteStore((state) => state.permission);
  if (!permission) throw new Error('useSiteInfo used before start-up finished');
  return permission.info;
};
