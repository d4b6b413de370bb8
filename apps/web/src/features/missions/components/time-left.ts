const minuteMs = 60_000;

/** The translation key and figures of the time until `endsAt`, to the minute (at least one minute). */
export const timeLeft = (
  endsAt: string,
  now: number,
): { key: 'left_days' | 'left_hours' | 'left_minutes'; days: number; hours: number; minutes: number } => {
  const total = Math.max(0, Math.floor((Date.parse(endsAt) - now) / minuteMs));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return { key: 'left_days', days, hours, minutes };
  if (hours > 0) return { key: 'left_hours', days, hours, minutes };
  return { key: 'left_minutes', days, hours, minutes: Math.max(1, minutes) };
};
