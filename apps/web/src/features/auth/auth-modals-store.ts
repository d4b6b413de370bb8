import type { LoginPortal } from './login-flow';
import { create } from 'zustand';

/** The auth modals that live above every page (spec 2.5); login and register follow /login, /register. */
export type AuthModal =
  | { kind: 'changePassword'; userName: string; portal: LoginPortal }
  | { kind: 'afterLogin' }
  | { kind: 'logoutConfirm'; portal: LoginPortal }
  | { kind: 'forgotPassword' };

interface AuthModalsState {
  modal: AuthModal | null;
  open: (modal: AuthModal) => void;
  close: () => void;
}

export const useAuthModals = create<AuthModalsState>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
