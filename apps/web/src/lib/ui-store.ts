import { create } from 'zustand';

/** Spec 4.8: the side menu toggles true, false or reverse. */
export type SideMenuToggle = boolean | 'reverse';

interface UiState {
  /** Off-canvas side menu on narrow screens. */
  sideMenuOpen: boolean;
  toggleSideMenu: (to: SideMenuToggle) => void;
  /** The full-page loader shown over navigation; hidden after every route change. */
  globalLoading: boolean;
  setGlobalLoading: (loading: boolean) => void;
  /** Trial users who open a member-only thing get the "a real account is required" dialog (spec 6). */
  realAccountPrompt: boolean;
  setRealAccountPrompt: (open: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sideMenuOpen: false,
  toggleSideMenu: (to) => set((state) => ({ sideMenuOpen: to === 'reverse' ? !state.sideMenuOpen : to })),
  globalLoading: false,
  setGlobalLoading: (globalLoading) => set({ globalLoading }),
  realAccountPrompt: false,
  setRealAccountPrompt: (realAccountPrompt) => set({ realAccountPrompt }),
}));
