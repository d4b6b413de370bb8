import type { SportsSelectionKey } from '@gp/contract/demo-sports';
import type { Translate } from '../../../../i18n/translator';

type MarketKind = '1x2' | 'winner' | 'handicap' | 'total';

/** A handicap line as a side reads it: "+0.75", "-1.5", "0". */
const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

/** What a selection backs, in words: a side, the draw, a side with its handicap, over or under a total. */
export const selectionLabel = (
  t: Translate,
  sides: { home: string; away: string },
  market: { kind: MarketKind; line: string | null },
  selection: SportsSelectionKey,
): string => {
  const line = Number(market.line ?? 0);
  switch (selection) {
    case 'draw':
      return t('sports.draw');
    case 'over':
      return t('sports.over', { line: market.line ?? '' });
    case 'under':
      return t('sports.under', { line: market.line ?? '' });
    case 'home':
      return market.kind === 'handicap' ? `${sides.home} ${signed(line)}` : sides.home;
    case 'away':
      return market.kind === 'handicap' ? `${sides.away} ${signed(-line)}` : sides.away;
  }
};

/** The market's name: Match result, Winner, Handicap, Total. */
export const marketLabel = (t: Translate, kind: MarketKind) => t(`sports.market.${kind}`);

/** The short mark on a 1X2 or winner button: 1, X, 2. */
export const selectionMark = (selection: SportsSelectionKey) =>
  selection === 'home' ? '1' : selection === 'draw' ? 'X' : selection === 'away' ? '2' : '';

/** The kick-off in the page's language: "Sat 18:30"; within the hour, "in 12 min". */
export const kickoffText = (t: Translate, language: string, kickoffAt: number, now: number) => {
  const minutes = Math.ceil((kickoffAt - now) / 60_000);
  if (minutes <= 60) return t('sports.starts_in', { minutes: Math.max(1, minutes) });
  return new Intl.DateTimeFormat(language || undefined, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(kickoffAt));
};
