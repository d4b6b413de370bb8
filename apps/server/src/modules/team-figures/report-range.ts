import { maxReportDays } from '@gp/contract/agent-reports';
import { AppError } from '../../lib/app-error.js';
import { businessDate, dayOfDate, periodOf } from './periods.js';

const dayMs = 86_400_000;

/**
 * The business days of a report (`from` .. `to`, both included; today when not given) as dates and as
 * [start, end) instants; more than maxReportDays days answers `report_range_too_long` with { days }.
 */
export const reportDayRange = (
  q: { from?: string | undefined; to?: string | undefined },
  now: Date,
  offsetMinutes: number,
) => {
  const today = businessDate(periodOf('D', now, offsetMinutes).start, offsetMinutes);
  const from = q.from ?? q.to ?? today;
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;
  if (days > maxReportDays) {
    throw new AppError('report_range_too_long', `Choose at most ${maxReportDays} days`, {
      value: { days: maxReportDays },
    });
  }
  return { from, to, start: dayOfDate(from, offsetMinutes).start, end: dayOfDate(to, offsetMinutes).end };
};
