import type { Bonus } from '@gp/contract/promotions';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Money } from '../../../components/money-amount';
import { Pager } from '../../../components/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery, useQueryClient } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';
import { bonusesQuery, forfeitBonus, rewardsKey } from '../api/promotion-queries';
import styles from '../components/promotions.module.css';

/** Minor units of a two-decimal amount, for the progress ratio. */
const minor = (amount: string) => Number(amount.replace('.', ''));

/** The open bonus: its amount, the turnover bar, what is left to bet, its expiry and the forfeit. */
const OpenBonus = ({ bonus, onForfeit }: { bonus: Bonus; onForfeit: () => void }) => {
  const { t, i18n } = useTranslation();
  const required = minor(bonus.turnoverRequired);
  const done = minor(bonus.turnoverDone);
  const percent = required === 0 ? 100 : Math.floor((done * 100) / required);
  const remaining = ((required - done) / 100).toFixed(2);
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
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('rewards.bonus_progress', { title: bonus.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatMoney(bonus.turnoverDone)} / ${formatMoney(bonus.turnoverRequired)}`}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
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
  const client = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [confirming, setConfirming] = useState<Bonus | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bonuses = useQuery(bonusesQuery(pageNum));
  const data = bonuses.data;

  const forfeit = async (bonus: Bonus) => {
    setError(null);
    try {
      await forfeitBonus(bonus.id);
      setMessage(t('rewards.bonus_forfeited'));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setConfirming(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: rewardsKey }),
        client.invalidateQueries({ queryKey: walletKey }),
      ]);
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
        {data.content.length === 0 ? (
          <EmptyState
            title={t('rewards.history_empty')}
            text={t('rewards.history_empty_text')}
            icon="receipt"
            headingLevel={3}
          />
        ) : (
          <>
            <TableRegion label={t('rewards.bonus_history')}>
              <thead>
                <tr>
                  <th scope="col">{t('rewards.col_granted')}</th>
                  <th scope="col">{t('rewards.col_title')}</th>
                  <th scope="col">{t('rewards.col_bonus')}</th>
                  <th scope="col">{t('rewards.col_turnover')}</th>
                  <th scope="col">{t('rewards.col_status')}</th>
                  <th scope="col">{t('rewards.col_taken_back')}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((b) => (
                  <tr key={b.id}>
                    <td data-label={t('rewards.col_granted')}>
                      {formatDateTime(b.grantedAt, i18n.language)}
                    </td>
                    <td data-label={t('rewards.col_title')}>{b.title}</td>
                    <td data-label={t('rewards.col_bonus')}>
                      <Money amount={b.amount} />
                    </td>
                    <td data-label={t('rewards.col_turnover')}>
                      {formatMoney(b.turnoverDone)} / {formatMoney(b.turnoverRequired)}
                    </td>
                    <td data-label={t('rewards.col_status')}>{t(`rewards.bonus_status_${b.status}`)}</td>
                    <td data-label={t('rewards.col_taken_back')}>
                      {b.takenBack === null ? '–' : <Money amount={b.takenBack} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            <Pager
              pageNum={data.pageNum}
              totalPages={data.totalPages}
              onChange={setPageNum}
              label={t('rewards.history_pages')}
            />
          </>
        )}
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
