import type { GameCard } from '@gp/contract/games';
import { gameTypeSchema, type GameType } from '@gp/contract/site';
import type { GamesTable } from '../../db/schema.js';

/** The catalogue columns a game card is built from. */
export const cardColumns = [
  'games.node_id',
  'games.vendor_code',
  'games.game_code',
  'games.game_category',
  'games.game_type',
  'games.is_game',
  'games.title',
  'games.display_name',
  'games.icon_url',
  'games.game_name',
  'games.node_name',
  'games.game_classify',
  'games.localized_names',
] as const;

export type CardRow = Pick<
  GamesTable,
  | 'node_id'
  | 'vendor_code'
  | 'game_code'
  | 'game_category'
  | 'game_type'
  | 'is_game'
  | 'title'
  | 'display_name'
  | 'icon_url'
  | 'game_name'
  | 'node_name'
  | 'game_classify'
  | 'localized_names'
>;

/**
 * The catalogue game type a requested game type lists: HOME (or none) lists every type; the client's
 * ESPORTS and COCKFIGHT lanes are SPORTS vendors (spec 2.3) and MXWIN is a row of RNG vendors (spec 9).
 */
export const catalogueType = (gameType: GameType | undefined): string | undefined => {
  switch (gameType) {
    case undefined:
    case 'HOME':
      return undefined;
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'SPORTS';
    case 'MXWIN':
      return 'RNG';
    default:
      return gameType;
  }
};

/** The game's name in `language`, falling back to its catalogue (English) name. */
export const localizedName = (row: Pick<CardRow, 'game_name' | 'localized_names'>, language?: string) => {
  if (!language || !row.localized_names) return row.game_name;
  const names = JSON.parse(row.localized_names) as Record<string, unknown>;
  const name = names[language];
  return typeof name === 'string' && name.trim() !== '' ? name : row.game_name;
};

/** A section-3 Game; `iconUrl` stays relative to an image CDN base, like the vendor cards. */
export const toGameCard = (row: CardRow, language?: string): GameCard => {
  const name = localizedName(row, language);
  return {
    nodeId: row.node_id,
    vassalage: row.vendor_code,
    gameCode: row.game_code,
    gameCategory: row.game_category,
    gameType: gameTypeSchema.parse(row.game_type),
    isGame: row.is_game,
    title: name,
    displayName: row.display_name,
    iconUrl: row.icon_url,
    gameName: name,
    nodeName: name,
    ...(row.game_classify ? { gameClassify: row.game_classify } : {}),
  };
};
