import { contractKinds, type ContractKind } from '@gp/contract/agent-contracts';
import { useState } from 'react';
import { Money } from '../../../components/money-amount';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useQuery } from '../../../lib/query';
import { revenueQuery, type RevenueFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { ReportRange, type DayRange } from '../components/report-range';
import { ReportResult, ReportTable } from '../../../components/report-table';
import { ReportCard } from '../components/report-card';
import { useSettlementColumns } from '../components/settlement-table';
import styles from '../components/agent-pages.module.css';

/**
 * agentRevenueReport (spec 2.7 my income): what the agent's contracts paid it over business days, per
 * source (dividend, daily, hourly, real-time salary) and per settled period.
 */
export const RevenuePage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const filters: RevenueFilters = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(kind ? { kind } : {}),
    pageNum,
  };
  const income = useQuery(revenueQuery(filters));
  const title = t('agent.page_agentRevenueReport');
  const v = income.data;
  const settlementColumns = useSettlementColumns(v?.utcOffsetMinutes ?? 0, true);

  return (
    <ReportCard id="revenue-title" title={title} csv={<CsvButton report="revenue" filters={filters} />}>
      <ReportRange
        value={range}
        utcOffsetMinutes={v?.utcOffsetMinutes ?? 0}
        onChange={(next) => {
          setRange(next);
          setPageNum(1);
        }}
      />
      <div className={styles.filters}>
        <SelectField
          label={t('agent.col_source')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ContractKind | '');
            setPageNum(1);
          }}
        >
          <option value="">{t('agent.any')}</option>
          {contractKinds.map((k) => (
            <option key={k} value={k}>
              {t(`agent.source_${k}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ReportResult query={income}>
        {(data) => (
          <>
            <dl className={styles.moneyFigures} aria-label={t('agent.revenue_by_source')}>
              <div className={styles.figure}>
                <dt>{t('agent.revenue_total')}</dt>
                <dd>
                  <Money amount={data.total} />
                </dd>
              </div>
              {data.bySource.map((b) => (
                <div key={b.kind} className={styles.figure}>
                  <dt>{t(`agent.source_${b.kind}`)}</dt>
                  <dd>
                    <Money amount={b.payout} />
                  </dd>
                </div>
              ))}
            </dl>
            <ReportTable
              label={title}
              columns={settlementColumns}
              rows={data.content}
              rowKey={(r) => r.id}
              page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
              empty={{ title: t('agent.revenue_empty'), text: t('agent.revenue_empty_text'), icon: 'wallet' }}
            />
          </>
        )}
      </ReportResult>
    </ReportCard>
  );
};
