/**
 * Business periods (issue 16): the calendar the team's figures, reports and contract settlements are
 * counted in. A merchant's periods start at midnight at its business UTC offset (business_calendars;
 * a whole number of quarter hours, as every real time zone is). Kinds:
 * - H an hour, D a day, W a week from Monday, S half a month (the 1st to the 15th, the 16th to the
 *   end: contract period "H", semimonthly), M a calendar month.
 * A period is named by its start instant (ISO, UTC), so stored rows compare and sort as text.
 */
export const periodKinds = ['H', 'D', 'W', 'S', 'M'] as const;
export type PeriodKind = (typeof periodKinds)[number];

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

export interface Period {
  kind: PeriodKind;
  /** First instant of the period (inclusive), ISO UTC. */
  start: string;
  /** First instant after it (exclusive), ISO UTC. */
  end: string;
}

/** The business offset must be one a clock can show: -12:00 to +14:00 in quarter hours. */
export const isBusinessOffset = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= -720 && minutes <= 840 && minutes % 15 === 0;

/** Local wall-clock fields of an instant at the offset (read with getUTC* methods). */
const local = (at: Date, offsetMinutes: number) => new Date(at.getTime() + offsetMinutes * minuteMs);

const instant = (localMs: number, offsetMinutes: number) =>
  new Date(localMs - offsetMinutes * minuteMs).toISOString();

const localStart = (kind: PeriodKind, wall: Date): number => {
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();
  const midnight = Date.UTC(y, m, d);
  switch (kind) {
    case 'H':
      return midnight + wall.getUTCHours() * hourMs;
    case 'D':
      return midnight;
    case 'W':
      // getUTCDay: 0 Sunday .. 6 Saturday; weeks start on Monday.
      return midnight - ((wall.getUTCDay() + 6) % 7) * dayMs;
    case 'S':
      return Date.UTC(y, m, d <= 15 ? 1 : 16);
    case 'M':
      return Date.UTC(y, m, 1);
  }
};

const localEnd = (kind: PeriodKind, startMs: number): number => {
  const s = new Date(startMs);
  switch (kind) {
    case 'H':
      return startMs + hourMs;
    case 'D':
      return startMs + dayMs;
    case 'W':
      return startMs + 7 * dayMs;
    case 'S':
      return s.getUTCDate() === 1
        ? Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), 16)
        : Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1);
    case 'M':
      return Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 1);
  }
};

/** The period of `kind` that holds the instant `at`. */
export const periodOf = (kind: PeriodKind, at: Date, offsetMinutes: number): Period => {
  const startMs = localStart(kind, local(at, offsetMinutes));
  return {
    kind,
    start: instant(startMs, offsetMinutes),
    end: instant(localEnd(kind, startMs), offsetMinutes),
  };
};

/** The period of `kind` right after `period`. */
export const nextPeriod = (period: Period, offsetMinutes: number): Period =>
  periodOf(period.kind, new Date(period.end), offsetMinutes);

/** The period of `kind` right before `period`. */
export const previousPeriod = (period: Period, offsetMinutes: number): Period =>
  periodOf(period.kind, new Date(Date.parse(period.start) - 1), offsetMinutes);

/** Every period of `kind` that holds the instant, one per kind. */
export const periodsOf = (at: Date, offsetMinutes: number): Period[] =>
  periodKinds.map((kind) => periodOf(kind, at, offsetMinutes));

/** The business day (yyyy-mm-dd at the offset) a day period starts on. */
export const businessDate = (start: string, offsetMinutes: number): string =>
  local(new Date(start), offsetMinutes).toISOString().slice(0, 10);

/** The day period that starts on a business date (yyyy-mm-dd). */
export const dayOfDate = (date: string, offsetMinutes: number): Period =>
  periodOf('D', new Date(Date.parse(`${date}T00:00:00Z`) - offsetMinutes * minuteMs), offsetMinutes);
