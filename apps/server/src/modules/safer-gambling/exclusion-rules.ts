import type { ExclusionLength } from '@gp/contract/safer-gambling';

const dayMs = 24 * 60 * 60 * 1000;

/** When an exclusion of `length` taken at `start` ends: days for a time-out, calendar months or years. */
export const exclusionEnd = (length: ExclusionLength, start: Date): Date => {
  const count = Number(length.slice(0, -1));
  const end = new Date(start);
  switch (length.at(-1)) {
    case 'D':
      return new Date(start.getTime() + count * dayMs);
    case 'M':
      end.setUTCMonth(end.getUTCMonth() + count);
      return end;
    default:
      end.setUTCFullYear(end.getUTCFullYear() + count);
      return end;
  }
};
