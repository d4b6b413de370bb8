import type { ReferralValue } from '@gp/contract/referral';
import { Money } from '../../../components/money-amount';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import styles from './referral.module.css';

type Reward = ReferralValue['rewards'][number];

/** What the programme pays: one row per milestone, in the server's order, each worded with its threshold. */
export const RewardsTable = ({ rewards }: { rewards: readonly Reward[] }) => {
  const { t } = useTranslation();
  const columns: ReportColumn<Reward>[] = [
    {
      label: t('referral.col_milestone'),
      cell: (r) => t(`referral.milestone_${r.milestone}`, { threshold: formatMoney(r.threshold) }),
    },
    {
      label: t('referral.col_reward'),
      numeric: true,
      cell: (r) => (
        <span className={styles.reward}>
          <Money amount={r.amount} />
        </span>
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="referral-rewards-title">
      <div className={styles.sectionHead}>
        <h2 id="referral-rewards-title" className={styles.sectionTitle}>
          {t('referral.rewards_title')}
        </h2>
        <p className={styles.muted}>{t('referral.rewards_intro')}</p>
      </div>
      <ReportTable
        label={t('referral.rewards_title')}
        columns={columns}
        rows={rewards}
        rowKey={(r) => r.milestone}
        empty={{
          title: t('referral.rewards_empty'),
          text: t('referral.rewards_empty_text'),
          icon: 'gift',
        }}
      />
    </section>
  );
};
