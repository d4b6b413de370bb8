import type { LaunchMode, PvpRoom } from '@gp/contract/play';

/** A catalogue game as the vendor layer needs it (table `games`). */
export interface CatalogueGame {
  nodeId: string;
  merchantCode: string;
  /** The game's vendor (vassalage): PG, EVO, JDB ... */
  vendorCode: string;
  gameCode: string;
  gameType: string;
  name: string;
}

export interface LaunchRequest {
  game: CatalogueGame;
  member: { id: number; account: string };
  mode: LaunchMode;
  language: string;
  platform: string;
  /** The signed one-time launch token the vendor exchanges for a game session. */
  token: string;
}

/**
 * What every game vendor integration implements. `integration` names the caller on the seamless-wallet
 * protocol (`x-vendor-integration`) and on launch tokens; one integration may serve games of many
 * vendor codes (an aggregator), as the demo vendor does for the whole catalogue.
 */
export interface GameVendorAdapter {
  integration: string;
  /** Whether this integration can run the game (a vendor without an engine for it says no). */
  serves: (game: CatalogueGame) => boolean;
  /** The URL of the game page for this launch (opened by the client in an iframe). */
  launchUrl: (request: LaunchRequest) => string;
  /** The rooms open now among these of its games (the PVP room list); integrations without rooms omit it. */
  rooms?: (games: readonly CatalogueGame[]) => Promise<PvpRoom[]>;
}

/**
 * Chooses the adapter for a game: the integration registered for the game's vendor code, else the
 * first fallback integration that serves it (the built-in demo vendor serves every catalogue game it
 * has an engine for).
 */
export const createVendorRegistry = (
  adapters: readonly GameVendorAdapter[],
  byVendorCode: Readonly<Record<string, string>> = {},
) => {
  const byIntegration = new Map(adapters.map((a) => [a.integration, a]));
  return {
    adapterFor: (game: CatalogueGame): GameVendorAdapter | undefined => {
      const named = byVendorCode[game.vendorCode];
      const explicit = named ? byIntegration.get(named) : undefined;
      if (explicit) return explicit.serves(game) ? explicit : undefined;
      return adapters.find((a) => a.serves(game));
    },
    byIntegration: (integration: string): GameVendorAdapter | undefined => byIntegration.get(integration),
    /** The open rooms among `games`, each asked of the integration that runs it, in the games' order. */
    roomsOf: async (games: readonly CatalogueGame[]): Promise<PvpRoom[]> => {
      const byAdapter = new Map<GameVendorAdapter, CatalogueGame[]>();
      for (const game of games) {
        const adapter = adapters.find((a) => a.serves(game) && a.rooms);
        if (adapter) byAdapter.set(adapter, [...(byAdapter.get(adapter) ?? []), game]);
      }
      const answers = await Promise.all([...byAdapter].map(([adapter, own]) => adapter.rooms!(own)));
      const order = new Map(games.map((g, i) => [g.nodeId, i]));
      return answers.flat().sort((a, b) => order.get(a.nodeId)! - order.get(b.nodeId)!);
    },
  };
};
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
