import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Money } from '../../../components/money-amount';
import { Pager } from '../../../components/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery, useQueryClient } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';
import { claimRebate, rebateQuery, rewardsKey } from '../api/promotion-queries';
import styles from '../components/promotions.module.css';

/**
 * manualRebate (spec 2.6): each game type's valid bets since the last claim, its rate and what it
 * earned, refreshed while the page is open; one button claims the total; the claims below.
 */
export const ManualRebatePage = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rebate = useQuery(rebateQuery(pageNum));
  const data = rebate.data;

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
      await Promise.all([
        client.invalidateQueries({ queryKey: rewardsKey }),
        client.invalidateQueries({ queryKey: walletKey }),
      ]);
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
        {data.history.length === 0 ? (
          <EmptyState
            title={t('rewards.rebate_history_empty')}
            text={t('rewards.rebate_history_empty_text')}
            icon="rebate"
            headingLevel={3}
          />
        ) : (
          <>
            <TableRegion label={t('rewards.rebate_history')}>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.col_claimed')}</th>
                  <th scope="col">{t('rewards.col_rebate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((c) => (
                  <tr key={c.id}>
                    <td data-label={t('rewards.col_claimed')}>
                      {formatDateTime(c.claimedAt, i18n.language)}
                    </td>
                    <td data-label={t('rewards.col_rebate')}>
                      <Money amount={c.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            <Pager
              pageNum={data.pageNum}
              totalPages={data.totalPages}
              onChange={setPageNum}
              label={t('rewards.rebate_history')}
            />
          </>
        )}
      </section>
    </div>
  );
};
