import type { RebateValue } from '@gp/contract/rebate';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import { Money } from '../../../components/money-amount';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { claimRebate, rebateQuery } from '../api/promotion-queries';
import { useRewardsRefresh } from '../api/use-rewards-refresh';
import styles from '../components/promotions.module.css';

/**
 * manualRebate (spec 2.6): each game type's valid bets since the last claim, its rate and what it
 * earned, following each settled round (the balance push refreshes it); one button claims the total;
 * the claims below.
 */
export const ManualRebatePage = () => {
  const { t, i18n } = useTranslation();
  const refresh = useRewardsRefresh();
  const [pageNum, setPageNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rebate = useQuery(rebateQuery(pageNum));
  const data = rebate.data;
  const historyColumns: ReportColumn<RebateValue['history'][number]>[] = [
    {
      label: t('rewards.col_claimed'),
      nowrap: true,
      cell: (c) => formatDateTime(c.claimedAt, i18n.language),
    },
    { label: t('rewards.col_rebate'), numeric: true, cell: (c) => <Money amount={c.amount} /> },
  ];

  const claim = async () => {
    setBusy(true);
    setMessage(null);
    setError(null);
    try {
      const value = await claimRebate();
      setMessage(t('rewards.rebate_claimed', { amount: formatMoney(value.history[0]?.amount ?? '0') }));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  if (rebate.isPending) return <LoadingRows rows={4} />;
  if (rebate.isError || !data) return <FormAlert>{errorText(t, rebate.error)}</FormAlert>;
  return (
    <div className={styles.section}>
      {message ? <p role="status">{message}</p> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <section className={styles.bonus} aria-labelledby="rebate-title">
        <div className={styles.bonusHead}>
          <h2 id="rebate-title" className={styles.sectionTitle}>
            {t('rewards.rebate_title')}
          </h2>
          <span className={styles.bonusAmount}>
            <Money amount={data.total} />
          </span>
        </div>
        <p className={styles.bonusMeta}>
          {data.since
            ? t('rewards.rebate_since', { date: formatDateTime(data.since, i18n.language) })
            : t('rewards.rebate_since_start')}
          {data.vipLevel > 0 ? ` · ${t('rewards.rebate_vip', { level: data.vipLevel })}` : null}
        </p>
        <TableRegion label={t('rewards.rebate_title')}>
          <thead>
            <tr>
              <th scope="col">{t('rewards.col_game_type')}</th>
              <th scope="col">{t('rewards.col_valid_bet')}</th>
              <th scope="col">{t('rewards.col_rate')}</th>
              <th scope="col">{t('rewards.col_rebate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l) => (
              <tr key={l.gameType}>
                <td data-label={t('rewards.col_game_type')}>{t(`category_${l.gameType}`)}</td>
                <td data-label={t('rewards.col_valid_bet')}>
                  <Money amount={l.validBet} />
                </td>
                <td data-label={t('rewards.col_rate')}>{l.rate}%</td>
                <td data-label={t('rewards.col_rebate')}>
                  <Money amount={l.rebate} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <div>
          <Button disabled={busy || data.total === '0.00'} aria-busy={busy} onClick={() => void claim()}>
            {t('rewards.rebate_claim', { amount: formatMoney(data.total) })}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="rebate-history-title">
        <h2 id="rebate-history-title" className={styles.sectionTitle}>
          {t('rewards.rebate_history')}
        </h2>
        <ReportTable
          label={t('rewards.rebate_history')}
          columns={historyColumns}
          rows={data.history}
          rowKey={(c) => c.id}
          page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
          empty={{
            title: t('rewards.rebate_history_empty'),
            text: t('rewards.rebate_history_empty_text'),
            icon: 'rebate',
          }}
        />
      </section>
    </div>
  );
};
