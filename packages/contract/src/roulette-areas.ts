/**
 * The demo vendor's roulette bet areas (issue 19), one definition for the server that settles them and
 * the game page that offers them. European layout: numbers in rows of three, 1-2-3, 4-5-6 ... 34-35-36.
 * Outside areas by name (`red`, `dozen1`, `column3` ...); inside areas name their numbers: `n17`
 * (straight, 0 included), `split-a-b` (side by side in a row or one row apart), `street-r` (row r of 12),
 * `corner-a` (a, a+1, a+3, a+4 with a not in the right column), `line-r` (rows r and r+1).
 */
export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The table layout's rows: 1-2-3, 4-5-6, ... 34-35-36. */
const rowOf = (n: number) => Math.ceil(n / 3);

const outside: Record<string, readonly number[]> = {
  red: [...redNumbers],
  black: range(1, 36).filter((n) => !redNumbers.has(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
  dozen1: range(1, 12),
  dozen2: range(13, 24),
  dozen3: range(25, 36),
  column1: range(1, 36).filter((n) => n % 3 === 1),
  column2: range(1, 36).filter((n) => n % 3 === 2),
  column3: range(1, 36).filter((n) => n % 3 === 0),
};

const numbersIn = (text: string): number[] | undefined => {
  const parts = text.split('-');
  if (parts.some((p) => !/^(0|[1-9]\d?)$/.test(p))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 36) ? numbers : undefined;
};

/** The pockets an area covers, or undefined for no such area. */
export const coverageOf = (area: string): readonly number[] | undefined => {
  if (Object.hasOwn(outside, area)) return outside[area];
  const [kind, ...rest] = area.split('-');
  if (kind && /^n\d{1,2}$/.test(kind) && rest.length === 0) {
    const n = numbersIn(kind.slice(1));
    return n ? n : undefined;
  }
  const numbers = numbersIn(rest.join('-'));
  if (!numbers || numbers.includes(0)) return undefined;
  const [a = 0, b = 0] = numbers;
  switch (kind) {
    case 'split': {
      if (numbers.length !== 2 || a >= b) return undefined;
      const beside = b === a + 1 && rowOf(a) === rowOf(b);
      return beside || b === a + 3 ? [a, b] : undefined;
    }
    case 'street':
      return numbers.length === 1 && a <= 12 ? range(a * 3 - 2, a * 3) : undefined;
    case 'corner':
      return numbers.length === 1 && a % 3 !== 0 && a <= 32 ? [a, a + 1, a + 3, a + 4] : undefined;
    case 'line':
      return numbers.length === 1 && a <= 11 ? range(a * 3 - 2, a * 3 + 3) : undefined;
    default:
      return undefined;
  }
};
