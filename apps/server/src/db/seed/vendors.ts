/** Vendor lanes of the demo merchant. A vendor may appear in several categories (JDB: RNG and FISH). */
export interface VendorSeed {
  code: string;
  name: string;
  category: 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'SPORTS' | 'LOTT' | 'ELOTT';
  /** 'VASSALAGE': a provider whose games open in a popup list; '1': a lobby launched directly. */
  isGame: 'VASSALAGE' | '1';
  /** Number of catalogue games this vendor contributes in this category (RNG counts fill to 10,000). */
  games: number;
  gameClassify?: string;
}

const rng = (code: string, name: string, weight: number, isGame: VendorSeed['isGame'] = '1'): VendorSeed => ({
  code,
  name,
  category: 'RNG',
  isGame,
  games: weight,
});

/** RNG weights are relative; the catalogue generator scales them so the total catalogue is 10,000. */
export const demoVendors: VendorSeed[] = [
  // RNG: more than 10 vendors so the MXWIN row (vendors 11-20) applies. Footer vendors first.
  rng('PG', 'PG Soft', 9),
  rng('EG2', 'EG Gaming', 6),
  rng('PT', 'Playtech', 9),
  rng('JDB', 'JDB Gaming', 7),
  rng('CQ9', 'CQ9 Gaming', 8),
  rng('FC', 'Fa Chai', 6),
  rng('JL', 'JILI', 8),
  rng('BGS', 'BGaming', 6),
  rng('PP', 'Pragmatic Play', 9, 'VASSALAGE'),
  rng('HB', 'Habanero', 6, 'VASSALAGE'),
  rng('SG', 'Spadegaming', 5, 'VASSALAGE'),
  rng('RT', 'Red Tiger', 6),
  rng('NE', 'NetEnt', 7),
  rng('MG', 'Microgaming', 7, 'VASSALAGE'),
  rng('KA', 'KA Gaming', 5),
  // FISH
  { code: 'JDB', name: 'JDB Fishing', category: 'FISH', isGame: 'VASSALAGE', games: 60 },
  { code: 'CQ9', name: 'CQ9 Fishing', category: 'FISH', isGame: 'VASSALAGE', games: 60 },
  { code: 'FC', name: 'Fa Chai Fishing', category: 'FISH', isGame: 'VASSALAGE', games: 60 },
  { code: 'JL', name: 'JILI Fishing', category: 'FISH', isGame: 'VASSALAGE', games: 60 },
  { code: 'SG', name: 'Spadegaming Fishing', category: 'FISH', isGame: 'VASSALAGE', games: 60 },
  // LIVE
  { code: 'EVO', name: 'Evolution', category: 'LIVE', isGame: '1', games: 140 },
  { code: 'SA', name: 'SA Gaming', category: 'LIVE', isGame: '1', games: 120 },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE', isGame: '1', games: 110 },
  { code: 'AG', name: 'Asia Gaming', category: 'LIVE', isGame: '1', games: 120 },
  { code: 'WM', name: 'WM Casino', category: 'LIVE', isGame: '1', games: 110 },
  // PVP
  { code: 'KY', name: 'Kaiyuan', category: 'PVP', isGame: 'VASSALAGE', games: 180 },
  { code: 'JL', name: 'JILI Cards', category: 'PVP', isGame: 'VASSALAGE', games: 140 },
  { code: 'V8', name: 'V8 Poker', category: 'PVP', isGame: 'VASSALAGE', games: 140 },
  { code: 'LEG', name: 'Legend Poker', category: 'PVP', isGame: 'VASSALAGE', games: 140 },
  // SPORTS: IMES (e-sport) and SV3 (cockfight) are split out by the client into ESPORTS and COCKFIGHT.
  { code: 'SBO', name: 'SBOBET', category: 'SPORTS', isGame: '1', games: 1 },
  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', isGame: '1', games: 1 },
  { code: 'IMSB', name: 'IM Sports', category: 'SPORTS', isGame: '1', games: 1 },
  { code: 'IMES', name: 'IM eSports', category: 'SPORTS', isGame: '1', games: 1 },
  { code: 'SV3', name: 'SV388 Cockfight', category: 'SPORTS', isGame: '1', games: 1 },
  // LOTT and ELOTT
  { code: 'LOTT', name: 'Lottery', category: 'LOTT', isGame: '1', games: 60 },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', category: 'LOTT', isGame: '1', games: 60 },
  { code: 'TCG_SEA', name: 'SEA Lottery', category: 'LOTT', isGame: '1', games: 40 },
  { code: 'ELOTT', name: 'E-Lottery', category: 'ELOTT', isGame: '1', games: 80 },
];
