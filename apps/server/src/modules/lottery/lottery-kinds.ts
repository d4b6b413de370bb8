/**
 * What each lottery game of the catalogue is, from its name "<region> <kind> <speed>": the kinds the
 * number lottery's draw rules can run (lottery-rules.ts: one result of 2 or 3 digits, 0-9 each) and the
 * regions each lottery vendor lists. The demo catalogue (db/seed/game-catalogue.ts) names its games
 * from these lists, and a game's number size follows its kind, so a name never promises a draw the
 * rules do not make (issue 14: "Bangkok Fast 3" drew two digits, the Vietnam lottery listed Jakarta).
 */
export const lotteryKinds = [
  // Two digits, 00-99.
  { kind: 'Pick 2', digits: 2 },
  { kind: '2D', digits: 2 },
  // Three digits, 000-999: "Fast 3" is the quick three-number draw.
  { kind: 'Pick 3', digits: 3 },
  { kind: '3D', digits: 3 },
  { kind: 'Fast 3', digits: 3 },
  { kind: 'Lotto', digits: 3 },
  { kind: 'Lottery', digits: 3 },
] as const;

/** Draw speeds of the catalogue names (lottery-rules.ts defaultSettings reads the schedule from them). */
export const lotterySpeeds = ['1 Min', '3 Min', '5 Min', 'Daily', 'VIP'] as const;

const eastAsia = ['Seoul', 'Busan', 'Macau', 'Taipei', 'Tokyo'] as const;

/** The region names each lottery vendor's games carry: a Vietnam lottery lists Vietnamese draws only. */
export const lotteryRegions: Record<string, readonly string[]> = {
  TCG_LOTTO_VN: ['Hanoi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Can Tho', 'Hue'],
  TCG_SEA: ['Bangkok', 'Jakarta', 'Kuala Lumpur', 'Manila', 'Singapore'],
  LOTT: eastAsia,
  ELOTT: eastAsia,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The kind a game name names (the last one when several words could match), if any. */
export const kindOf = (gameName: string) => {
  let found: (typeof lotteryKinds)[number] | undefined;
  let at = -1;
  for (const entry of lotteryKinds) {
    const match = new RegExp(`(^|\\s)${escape(entry.kind)}(\\s|$)`).exec(gameName);
    if (match && match.index > at) {
      found = entry;
      at = match.index;
    }
  }
  return found;
};

/** Digits a game's draw has: its kind's, three for a name of no known kind (the full paytable). */
export const digitsOfGame = (gameName: string): number => kindOf(gameName)?.digits ?? 3;
