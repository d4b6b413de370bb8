import { isGameType } from '@gp/contract/game-types';
import { pointEntryKinds, type PointEntry, type PointEntryKind } from '@gp/contract/points';
import { useState } from 'react';
import { ProfitAmount } from '../../../components/money-amount';
import { ReportResult, ReportTable, type ReportColumn } from '../../../components/report-table';
import { SelectField } from '../../../components/select-field';
import { currentLanguage } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { pointEntriesQuery } from '../api/points-queries';
import styles from './points.module.css';

const isKind = (value: string): value is PointEntryKind =>
  (pointEntryKinds as readonly string[]).includes(value);

/**
 * An entry's detail as the contract describes it: EARN names the game type (shown with the lobby's
 * category name), CONVERT the cash paid; the others (a reward's name, the operator's note) as sent.
 */
const detailText = (t: Translate, entry: PointEntry): string => {
  if (entry.kind === 'EARN' && isGameType(entry.detail)) {
    return t('points.detail_earn', { game: t(`category_${entry.detail}`) });
  }
  if (entry.kind === 'CONVERT') return t('points.detail_convert', { amount: formatMoney(entry.detail) });
  return entry.detail;
};

/**
 * Points details (ODSFE2_MemTransDet, newest first): what moved the member's points, signed and
 * coloured (earned and returned up, spent down), the balance after each, a kind filter and pages.
 * The section is no named region: its table is one, of the same name, and the tab names the panel.
 */
export const PointsDetails = () => {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<PointEntryKind | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const entries = useQuery(pointEntriesQuery(currentLanguage(), { kind, pageNum }));
  const columns: ReportColumn<PointEntry>[] = [
    { label: t('points.col_date'), nowrap: true, cell: (e) => formatDateTime(e.createdAt, i18n.language) },
    { label: t('points.col_type'), cell: (e) => t(`points.entry_${e.kind}`) },
    { label: t('points.col_points'), numeric: true, cell: (e) => <ProfitAmount amount={e.points} /> },
    { label: t('points.col_balance_after'), numeric: true, cell: (e) => formatMoney(e.balanceAfter) },
    { label: t('points.col_detail'), cell: (e) => detailText(t, e) },
  ];

  return (
    <section className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t('points.details_title')}</h2>
      <div className={styles.filters}>
        <SelectField
          label={t('points.kind_filter')}
          value={kind ?? ''}
          onChange={(event) => {
            setKind(isKind(event.target.value) ? event.target.value : undefined);
            setPageNum(1);
          }}
        >
          <option value="">{t('points.entry_all')}</option>
          {pointEntryKinds.map((k) => (
            <option key={k} value={k}>
              {t(`points.entry_${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ReportResult query={entries}>
        {(data) => (
          <ReportTable
            label={t('points.details_title')}
            columns={columns}
            rows={data.content}
            rowKey={(e) => e.id}
            page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
            empty={{
              title: t(kind ? 'points.details_empty_filtered' : 'points.details_empty'),
              text: t('points.details_empty_text'),
              icon: 'chart',
            }}
          />
        )}
      </ReportResult>
    </section>
  );
};
