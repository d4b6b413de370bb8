import type { Settlement } from '@gp/contract/agent-contracts';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import type { ReportColumn } from './report-table';

/**
 * The columns of settled contract periods: the team's figures, the rate, the sub-agents' share and what
 * was paid; `showKind` adds the source (dividend or which salary) for the income report.
 */
export const useSettlementColumns = (showKind = false): ReportColumn<Settlement>[] => {
  const { t, i18n } = useTranslation();
  return [
    {
      label: t('agent.col_period'),
      nowrap: true,
      cell: (r) =>
        `${formatDateTime(r.periodStart, i18n.language)} – ${formatDateTime(r.periodEnd, i18n.language)}`,
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
