import { redeemStatuses, type RedeemOrder, type RedeemStatus } from '@gp/contract/points';
import { useState } from 'react';
import { ReportResult, ReportTable, type ReportColumn } from '../../../components/report-table';
import { SelectField } from '../../../components/select-field';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { redeemListQuery } from '../api/points-queries';
import { RedeemStatusBadge } from './redeem-status';
import styles from './points.module.css';

const isStatus = (value: string): value is RedeemStatus =>
  (redeemStatuses as readonly string[]).includes(value);

/** A physical order's address as the member gave it; nothing for cash and bonus orders. */
const Delivery = ({ order }: { order: RedeemOrder }) =>
  order.delivery ? (
    <address className={styles.delivery}>
      <span>{order.delivery.name}</span>
      <span>{order.delivery.phone}</span>
      <span>{order.delivery.address}</span>
    </address>
  ) : (
    <span className={styles.muted}>—</span>
  );

/**
 * Redeem history (getRedeemPointList, newest first): every order with its status (spec 4.10: in
 * process, rejected, approved), the operator's remark and a physical order's delivery address; a
 * status filter and pages.
 * The section is no named region: its table is one, of the same name, and the tab names the panel.
 */
export const RedeemHistory = () => {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<RedeemStatus | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const orders = useQuery(redeemListQuery(currentLanguage(), { status, pageNum }));
  const columns: ReportColumn<RedeemOrder>[] = [
    { label: t('points.col_date'), nowrap: true, cell: (o) => formatDateTime(o.createdAt, i18n.language) },
    { label: t('points.col_reward'), cell: (o) => o.rewardName },
    { label: t('points.col_kind'), cell: (o) => t(`points.kind_${o.kind}`) },
    { label: t('points.col_points'), numeric: true, cell: (o) => formatMoney(o.points) },
    {
      label: t('points.col_amount'),
      numeric: true,
      cell: (o) => (o.amount === null ? <span className={styles.muted}>—</span> : formatMoney(o.amount)),
    },
    { label: t('points.col_status'), cell: (o) => <RedeemStatusBadge status={o.status} /> },
    {
      label: t('points.col_remark'),
      cell: (o) => (o.remark ? o.remark : <span className={styles.muted}>—</span>),
    },
    { label: t('points.col_delivery'), cell: (o) => <Delivery order={o} /> },
  ];

  return (
    <section className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t('points.history_title')}</h2>
      <div className={styles.filters}>
        <SelectField
          label={t('points.status_filter')}
          value={status ?? ''}
          onChange={(event) => {
            setStatus(isStatus(event.target.value) ? event.target.value : undefined);
            setPageNum(1);
          }}
        >
          <option value="">{t('points.status_all')}</option>
          {redeemStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`points.status_${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ReportResult query={orders}>
        {(data) => (
          <ReportTable
            label={t('points.history_title')}
            columns={columns}
            rows={data.content}
            rowKey={(o) => o.id}
            page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
            empty={{
              title: t(status ? 'points.history_empty_filtered' : 'points.history_empty'),
              text: t('points.history_empty_text'),
              icon: 'receipt',
            }}
          />
        )}
      </ReportResult>
    </section>
  );
};
