import type { Settlement } from '@gp/contract/agent-contracts';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReportColumn } from '../../../components/report-table';

const dayMs = 86_400_000;

/** "+09:00" for 540: an offset time zone Intl understands. */
const offsetZone = (minutes: number) => {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/**
 * A settled period [start, end) on the business calendar: its days for a day or longer ("Nov 16 – 30,
 * 2026"), else its times ("Nov 27, 2026, 5:40 – 5:45 PM").
 */
export const formatPeriod = (start: string, end: string, utcOffsetMinutes: number, locale: string) => {
  const from = new Date(start);
  const to = new Date(end);
  const dayLong = to.getTime() - from.getTime() >= dayMs;
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(dayLong ? {} : { timeStyle: 'short' }),
    timeZone: offsetZone(utcOffsetMinutes),
  });
  return format.formatRange(from, dayLong ? new Date(to.getTime() - 1) : to);
};

/**
 * The columns of settled contract periods: the team's figures, the rate, the sub-agents' share and what
 * was paid; `showKind` adds the source (dividend or which salary) for the income report.
 */
export const useSettlementColumns = (
  utcOffsetMinutes: number,
  showKind = false,
): ReportColumn<Settlement>[] => {
  const { t, i18n } = useTranslation();
  return [
    {
      label: t('agent.col_period'),
      nowrap: true,
      cell: (r) => formatPeriod(r.periodStart, r.periodEnd, utcOffsetMinutes, i18n.language),
    },
    ...(showKind
      ? [{ label: t('agent.col_source'), cell: (r: Settlement) => t(`agent.source_${r.kind}`) }]
      : []),
    { label: t('agent.fig_validBet'), numeric: true, cell: (r) => <Money amount={r.validBet} /> },
    { label: t('agent.fig_profitLoss'), numeric: true, cell: (r) => <ProfitAmount amount={r.profitLoss} /> },
    { label: t('agent.fig_activeMembers'), numeric: true, cell: (r) => r.activeMembers },
    {
      label: t('agent.col_rate'),
      numeric: true,
      cell: (r) => `${r.effectiveRate}%${r.effectiveRate !== r.rate ? ` (${r.rate}%)` : ''}`,
    },
    { label: t('agent.col_sub_share'), numeric: true, cell: (r) => <Money amount={r.subAgentsShare} /> },
    {
      label: t('agent.col_payout'),
      numeric: true,
      cell: (r) => (
        <strong>
          <Money amount={r.payout} />
        </strong>
      ),
    },
  ];
};
