import type { Bonus } from '@gp/contract/promotions';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Money } from '../../../components/money-amount';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { bonusesQuery, forfeitBonus } from '../api/promotion-queries';
import { useRewardsRefresh } from '../api/use-rewards-refresh';
import { MoneyProgress } from '../../../components/money-progress';
import styles from '../components/promotions.module.css';

/** The open bonus: its amount, the turnover bar, what is left to bet, its expiry and the forfeit. */
const OpenBonus = ({ bonus, onForfeit }: { bonus: Bonus; onForfeit: () => void }) => {
  const { t, i18n } = useTranslation();
  const remaining = (
    (Number(bonus.turnoverRequired.replace('.', '')) - Number(bonus.turnoverDone.replace('.', ''))) /
    100
  ).toFixed(2);
  return (
    <section className={styles.bonus} aria-labelledby="open-bonus-title">
      <div className={styles.bonusHead}>
        <h2 id="open-bonus-title" className={styles.sectionTitle}>
          {t('rewards.bonus_open')}: {bonus.title}
        </h2>
        <span className={styles.bonusAmount}>
          <Money amount={bonus.amount} />
        </span>
      </div>
      <MoneyProgress
        label={t('rewards.bonus_progress', { title: bonus.title })}
        done={bonus.turnoverDone}
        required={bonus.turnoverRequired}
      />
      <div className={styles.bonusMeta}>
        <span>
          {t('rewards.bonus_turnover')}: {formatMoney(bonus.turnoverDone)} /{' '}
          {formatMoney(bonus.turnoverRequired)}
        </span>
        <span>{t('rewards.bonus_remaining', { amount: formatMoney(remaining) })}</span>
        {bonus.expiresAt ? (
          <span>{t('rewards.bonus_expires', { date: formatDate(bonus.expiresAt, i18n.language) })}</span>
        ) : null}
      </div>
      <div>
        <Button variant="secondary" onClick={onForfeit}>
          {t('rewards.bonus_forfeit')}
        </Button>
      </div>
    </section>
  );
};

/**
 * bonusDetails (spec 2.6): the open bonus with its turnover progress and forfeit, then every bonus
 * with its result, newest first.
 */
export const BonusDetailsPage = () => {
  const { t, i18n } = useTranslation();
  const refresh = useRewardsRefresh();
  const [pageNum, setPageNum] = useState(1);
  const [confirming, setConfirming] = useState<Bonus | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bonuses = useQuery(bonusesQuery(pageNum));
  const data = bonuses.data;
  const historyColumns: ReportColumn<Bonus>[] = [
    {
      label: t('rewards.col_granted'),
      nowrap: true,
      cell: (b) => formatDateTime(b.grantedAt, i18n.language),
    },
    { label: t('rewards.col_title'), cell: (b) => b.title },
    { label: t('rewards.col_bonus'), numeric: true, cell: (b) => <Money amount={b.amount} /> },
    {
      label: t('rewards.col_turnover'),
      numeric: true,
      cell: (b) => `${formatMoney(b.turnoverDone)} / ${formatMoney(b.turnoverRequired)}`,
    },
    { label: t('rewards.col_status'), cell: (b) => t(`rewards.bonus_status_${b.status}`) },
    {
      label: t('rewards.col_taken_back'),
      numeric: true,
      cell: (b) => (b.takenBack === null ? '–' : <Money amount={b.takenBack} />),
    },
  ];

  const forfeit = async (bonus: Bonus) => {
    setError(null);
    try {
      await forfeitBonus(bonus.id);
      setMessage(t('rewards.bonus_forfeited'));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setConfirming(null);
      await refresh();
    }
  };

  if (bonuses.isPending) return <LoadingRows rows={4} />;
  if (bonuses.isError || !data) return <FormAlert>{errorText(t, bonuses.error)}</FormAlert>;
  return (
    <div className={styles.section}>
      {message ? <p role="status">{message}</p> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {data.active ? (
        <OpenBonus bonus={data.active} onForfeit={() => setConfirming(data.active)} />
      ) : (
        <EmptyState
          title={t('rewards.bonus_none')}
          text={t('rewards.bonus_none_text')}
          icon="gift"
          headingLevel={2}
        />
      )}
      <section className={styles.section} aria-labelledby="bonus-history-title">
        <h2 id="bonus-history-title" className={styles.sectionTitle}>
          {t('rewards.bonus_history')}
        </h2>
        <ReportTable
          label={t('rewards.bonus_history')}
          columns={historyColumns}
          rows={data.content}
          rowKey={(b) => b.id}
          page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
          empty={{
            title: t('rewards.history_empty'),
            text: t('rewards.history_empty_text'),
            icon: 'receipt',
          }}
        />
      </section>
      {confirming ? (
        <Modal
          title={t('rewards.bonus_forfeit_title')}
          role="alertdialog"
          icon="warning"
          description={t('rewards.bonus_forfeit_text', { amount: formatMoney(confirming.amount) })}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('cancel')}
              </Button>
              <Button onClick={() => void forfeit(confirming)}>{t('rewards.bonus_forfeit_confirm')}</Button>
            </>
          }
        />
      ) : null}
    </div>
  );
};
