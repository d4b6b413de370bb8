import type { StatementValue } from '@gp/contract/safer-gambling';
import { useEffect, useMemo, useState } from 'react';
import { buttonClassName } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { DateRangeFields } from '../../../components/date-range-fields';
import { FormAlert } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { statementQuery } from '../api/safer-gambling-queries';
import styles from './safer-gambling.module.css';
import { statementCsv } from './statement-csv';

type Day = StatementValue['days'][number];
const dayMs = 86_400_000;
/** A local calendar day as yyyy-mm-dd, `back` days before today. */
const localDay = (back: number) => {
  const d = new Date(Date.now() - back * dayMs);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Deposits, withdrawals, stakes and wins per day for a chosen period (last 30 days first), and as CSV. */
export const StatementPanel = () => {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(() => localDay(29));
  const [to, setTo] = useState(() => localDay(0));
  const statement = useQuery(statementQuery(from, to));
  const data = statement.data;
  const labels = {
    day: t('safer.col_day'),
    deposits: t('safer.col_deposits'),
    withdrawals: t('safer.col_withdrawals'),
    bets: t('safer.col_bets'),
    wins: t('safer.col_wins'),
    net: t('safer.col_net'),
    total: t('safer.total'),
  };
  const csvUrl = useMemo(
    () => (data ? URL.createObjectURL(new Blob([statementCsv(data, labels)], { type: 'text/csv' })) : null),
    // The labels follow the language, which the data's key does not include.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, i18n.language],
  );
  useEffect(() => () => (csvUrl ? URL.revokeObjectURL(csvUrl) : undefined), [csvUrl]);
  const columns: ReportColumn<Day>[] = [
    { label: labels.day, nowrap: true, cell: (d) => formatDate(`${d.day}T12:00:00Z`, i18n.language) },
    { label: labels.deposits, numeric: true, cell: (d) => <Money amount={d.deposits} /> },
    { label: labels.withdrawals, numeric: true, cell: (d) => <Money amount={d.withdrawals} /> },
    { label: labels.bets, numeric: true, cell: (d) => <Money amount={d.bets} /> },
    { label: labels.wins, numeric: true, cell: (d) => <Money amount={d.wins} /> },
    { label: labels.net, numeric: true, cell: (d) => <ProfitAmount amount={d.net} /> },
  ];

  return (
    <section className={styles.card} aria-labelledby="statement-title">
      <div className={styles.cardHead}>
        <h2 id="statement-title" className={styles.cardTitle}>
          {t('safer.tab_statement')}
        </h2>
        <p className={styles.muted}>{t('safer.statement_intro')}</p>
      </div>
      <div className={styles.filters}>
        <DateRangeFields
          labels={{ from: t('safer.from'), to: t('safer.to') }}
          from={from}
          to={to}
          onFrom={(v) => v && setFrom(v)}
          onTo={(v) => v && setTo(v)}
        />
        {csvUrl && data ? (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={csvUrl}
            download={`statement-${data.from}-${data.to}.csv`}
          >
            {t('safer.download')}
          </a>
        ) : null}
      </div>
      {statement.isPending ? <LoadingRows rows={4} /> : null}
      {statement.isError ? <FormAlert>{errorText(t, statement.error)}</FormAlert> : null}
      {data ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{labels.deposits}</dt>
              <dd>
                <Money amount={data.totals.deposits} />
              </dd>
            </div>
            <div>
              <dt>{labels.withdrawals}</dt>
              <dd>
                <Money amount={data.totals.withdrawals} />
              </dd>
            </div>
            <div>
              <dt>{labels.net}</dt>
              <dd>
                <ProfitAmount amount={data.totals.net} />
              </dd>
            </div>
          </dl>
          <ReportTable
            label={t('safer.statement_table')}
            columns={columns}
            rows={data.days}
            rowKey={(d) => d.day}
            empty={{
              title: t('safer.statement_empty'),
              text: t('safer.statement_empty_text'),
              icon: 'chart',
            }}
          />
        </>
      ) : null}
    </section>
  );
};
