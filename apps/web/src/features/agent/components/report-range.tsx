import { Button } from '../../../components/button';
import { DateRangeFields } from '../../../components/date-range-fields';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './agent-pages.module.css';

/** Business days of a report, yyyy-mm-dd; '' lets the server pick (today). */
export interface DayRange {
  from: string;
  to: string;
}

const presets = ['today', 'yesterday', 'last7days', 'thisMonth'] as const;
type Preset = (typeof presets)[number];
const dayMs = 86_400_000;

/** Today's business date at the merchant's offset (the reports' answers carry it). */
export const businessToday = (utcOffsetMinutes: number, now = Date.now()) =>
  new Date(now + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);

export const presetRange = (preset: Preset, today: string): DayRange => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: daysBefore(today, 1), to: daysBefore(today, 1) };
    case 'last7days':
      return { from: daysBefore(today, 6), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
};

/** "GMT+09:00" of an offset in minutes. */
export const gmtLabel = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The day range of an agent report: quick choices (today, yesterday, last 7 days, this month) and the
 * from / to dates, counted in the merchant's business days (their time zone is named beside them).
 */
export const ReportRange = ({
  value,
  onChange,
  utcOffsetMinutes,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  utcOffsetMinutes: number;
}) => {
  const { t } = useTranslation();
  const today = businessToday(utcOffsetMinutes);
  const shown = { from: value.from || today, to: value.to || value.from || today };
  return (
    <div className={styles.range}>
      <div className={styles.presets} role="group" aria-label={t('agent.range_quick')}>
        {presets.map((preset) => {
          const range = presetRange(preset, today);
          const active = range.from === shown.from && range.to === shown.to;
          return (
            <Button
              key={preset}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange(range)}
            >
              {t(`agent.range_${preset}`)}
            </Button>
          );
        })}
      </div>
      <div className={styles.filters}>
        <DateRangeFields
          labels={{ from: t('agent.range_from'), to: t('agent.range_to') }}
          from={shown.from}
          to={shown.to}
          onFrom={(from) => onChange({ from, to: shown.to })}
          onTo={(to) => onChange({ from: shown.from, to })}
        />
      </div>
      <p className={styles.hint}>{t('agent.range_zone', { zone: gmtLabel(utcOffsetMinutes) })}</p>
    </div>
  );
};
