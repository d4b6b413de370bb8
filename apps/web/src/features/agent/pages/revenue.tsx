import { contractKinds, type ContractKind } from '@gp/contract/agent-contracts';
import { useState } from 'react';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Money } from '../../../components/money-amount';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { revenueQuery, type RevenueFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { ReportRange, type DayRange } from '../components/report-range';
import { SettlementTable } from '../components/settlement-table';
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

  return (
    <section className={styles.card} aria-labelledby="revenue-title">
      <div className={styles.cardHead}>
        <h2 id="revenue-title" className={styles.cardTitle}>
          {title}
        </h2>
        <CsvButton report="revenue" filters={filters} />
      </div>
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
      {income.isPending ? (
        <LoadingRows rows={4} />
      ) : income.isError ? (
        <FormAlert>{errorText(t, income.error)}</FormAlert>
      ) : (
        <>
          <dl className={styles.moneyFigures} aria-label={t('agent.revenue_by_source')}>
            <div className={styles.figure}>
              <dt>{t('agent.revenue_total')}</dt>
              <dd>
                <Money amount={income.data.total} />
              </dd>
            </div>
            {income.data.bySource.map((b) => (
              <div key={b.kind} className={styles.figure}>
                <dt>{t(`agent.source_${b.kind}`)}</dt>
                <dd>
                  <Money amount={b.payout} />
                </dd>
              </div>
            ))}
          </dl>
          {income.data.content.length === 0 ? (
            <EmptyState
              title={t('agent.revenue_empty')}
              text={t('agent.revenue_empty_text')}
              icon="wallet"
              headingLevel={3}
            />
          ) : (
            <>
              <SettlementTable records={income.data.content} label={title} showKind />
              <Pager
                pageNum={income.data.pageNum}
                totalPages={income.data.totalPages}
                onChange={setPageNum}
                label={title}
              />
            </>
          )}
        </>
      )}
    </section>
  );
};
