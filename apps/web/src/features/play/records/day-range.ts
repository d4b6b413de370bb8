/**
 * The member picks whole days in their own time zone; the server takes instants with `to` exclusive.
 * "2026-05-01".."2026-05-03" becomes local midnight of May 1 up to local midnight of May 4.
 */
export const localDayStart = (isoDate: string): string => new Date(`${isoDate}T00:00:00`).toISOString();

export const localDayEnd = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/** Playable game types a record can have, in lobby order (labels: category_<type>). */
export const recordGameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
