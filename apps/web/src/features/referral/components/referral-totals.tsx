import type { ReferralValue } from '@gp/contract/referral';
import { Money } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './referral.module.css';

/** The member's three figures: friends invited, those who qualify, and the rewards paid so far. */
export const ReferralTotals = ({
  value,
}: {
  value: Pick<ReferralValue, 'invitees' | 'qualified' | 'earned'>;
}) => {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language || undefined);
  return (
    <section className={styles.totalsWrap} aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title" className="visually-hidden">
        {t('referral.totals_title')}
      </h2>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('referral.total_invitees')}</dt>
          <dd>{count.format(value.invitees)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('referral.total_qualified')}</dt>
          <dd>{count.format(value.qualified)}</dd>
        </div>
        <div className={styles.total} data-tone="accent">
          <dt>{t('referral.total_earned')}</dt>
          <dd>
            <Money amount={value.earned} />
          </dd>
        </div>
      </dl>
    </section>
  );
};
