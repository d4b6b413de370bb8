import { moneyLimitKinds, type SaferGamblingValue } from '@gp/contract/safer-gambling';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { LimitRow } from './limit-row';
import styles from './safer-gambling.module.css';

type Change = SaferGamblingValue['history'][number];

/** Every limit, grouped by kind (deposit, loss, wager, session), and the latest changes. */
export const LimitsPanel = ({ value }: { value: SaferGamblingValue }) => {
  const { t, i18n } = useTranslation();
  const show = (change: Change, amount: string | null) =>
    amount === null
      ? t('safer.no_limit')
      : change.kind === 'SESSION'
        ? t('safer.minutes', { count: amount })
        : formatMoney(amount);
  const columns: ReportColumn<Change>[] = [
    {
      label: t('safer.col_requested'),
      nowrap: true,
      cell: (c) => formatDateTime(c.requestedAt, i18n.language),
    },
    {
      label: t('safer.col_limit'),
      cell: (c) =>
        c.kind === 'SESSION'
          ? t('safer.kind_SESSION')
          : `${t(`safer.period_${c.period}`)} ${t(`safer.kind_${c.kind}`).toLowerCase()}`,
    },
    { label: t('safer.col_change'), cell: (c) => `${show(c, c.from)} → ${show(c, c.to)}` },
    {
      label: t('safer.col_status'),
      cell: (c) =>
        c.by === 'cancelled'
          ? t('safer.status_cancelled')
          : c.appliedAt
            ? t('safer.status_applied', { date: formatDateTime(c.appliedAt, i18n.language) })
            : t('safer.status_pending'),
    },
  ];
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('safer.limits_intro')}</p>
      {[...moneyLimitKinds, 'SESSION' as const].map((kind) => (
        <section key={kind} className={styles.card} aria-labelledby={`limit-${kind}`}>
          <div className={styles.cardHead}>
            <h2 id={`limit-${kind}`} className={styles.cardTitle}>
              {t(`safer.kind_${kind}`)}
            </h2>
            <p className={styles.muted}>{t(`safer.kind_${kind}_help`)}</p>
          </div>
          <ul className={styles.rows}>
            {value.limits
              .filter((l) => l.kind === kind)
              .map((l) => (
                <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
              ))}
          </ul>
        </section>
      ))}
      <section className={styles.card} aria-labelledby="limit-history">
        <h2 id="limit-history" className={styles.cardTitle}>
          {t('safer.history_title')}
        </h2>
        <ReportTable
          label={t('safer.history_title')}
          columns={columns}
          rows={value.history}
          rowKey={(c) => `${c.requestedAt}-${c.kind}-${c.period}`}
          empty={{ title: t('safer.history_empty'), text: t('safer.history_empty_text'), icon: 'shield' }}
        />
      </section>
    </div>
  );
};
