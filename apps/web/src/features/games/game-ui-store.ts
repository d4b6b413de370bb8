import type { GameCard } from '@gp/contract/games';
import { create } from 'zustand';

/** Game dialogs above every page: the provider's game list popup (spec 2.5) and a failed launch. */
interface GameUiState {
  /** The provider (isGame VASSALAGE) whose games the popup lists. */
  provider: GameCard | null;
  /** Error code of the last launch that failed, translated by the dialog. */
  launchError: string | null;
  openProvider: (provider: GameCard) => void;
  closeProvider: () => void;
  setLaunchError: (code: string | null) => void;
}

export const useGameUi = create<GameUiState>()((set) => ({
  provider: null,
  launchError: null,
  openProvider: (provider) => set({ provider }),
  closeProvider: () => set({ provider: null }),
  setLaunchError: (launchError) => set({ launchError }),
}));
