import type { Settlement } from '@gp/contract/agent-contracts';
import { TableRegion } from '../../../components/data-table';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import styles from './agent-pages.module.css';

/** Settled contract periods: the team's figures, the rate, the sub-agents' share and what was paid. */
export const SettlementTable = ({
  records,
  label,
  showKind = false,
}: {
  records: readonly Settlement[];
  label: string;
  showKind?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <TableRegion label={label}>
      <thead>
        <tr>
          <th scope="col">{t('agent.col_period')}</th>
          {showKind ? <th scope="col">{t('agent.col_source')}</th> : null}
          <th scope="col" className={styles.num}>
            {t('agent.fig_validBet')}
          </th>
          <th scope="col" className={styles.num}>
            {t('agent.fig_profitLoss')}
          </th>
          <th scope="col" className={styles.num}>
            {t('agent.fig_activeMembers')}
          </th>
          <th scope="col" className={styles.num}>
            {t('agent.col_rate')}
          </th>
          <th scope="col" className={styles.num}>
            {t('agent.col_sub_share')}
          </th>
          <th scope="col" className={styles.num}>
            {t('agent.col_payout')}
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.id}>
            <td data-label={t('agent.col_period')} className={styles.nowrap}>
              {formatDateTime(r.periodStart, i18n.language)} – {formatDateTime(r.periodEnd, i18n.language)}
            </td>
            {showKind ? <td data-label={t('agent.col_source')}>{t(`agent.source_${r.kind}`)}</td> : null}
            <td data-label={t('agent.fig_validBet')} className={styles.num}>
              <Money amount={r.validBet} />
            </td>
            <td data-label={t('agent.fig_profitLoss')} className={styles.num}>
              <ProfitAmount amount={r.profitLoss} />
            </td>
            <td data-label={t('agent.fig_activeMembers')} className={styles.num}>
              {r.activeMembers}
            </td>
            <td data-label={t('agent.col_rate')} className={styles.num}>
              {r.effectiveRate}%{r.effectiveRate !== r.rate ? ` (${r.rate}%)` : ''}
            </td>
            <td data-label={t('agent.col_sub_share')} className={styles.num}>
              <Money amount={r.subAgentsShare} />
            </td>
            <td data-label={t('agent.col_payout')} className={styles.num}>
              <strong>
                <Money amount={r.payout} />
              </strong>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
};
