import type { ProfitLossReportValue } from '@gp/contract/agent-reports';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import { useQuery } from '../../../lib/query';
import { profitLossQuery, type ProfitLossFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { MoneyFiguresList } from '../components/money-figures';
import { ReportRange, type DayRange } from '../components/report-range';
import { ReportResult, ReportTable, type ReportColumn } from '../../../components/report-table';
import { ReportCard } from '../components/report-card';
import styles from '../components/agent-pages.module.css';

type Downline = ProfitLossReportValue['content'][number];

/**
 * palStatementsAgentCopy (spec 2.7): for a range of business days, each direct downline's part of the
 * team (its own play and everyone under it), with the team's totals; a sub-agent opens one level
 * down, and the trail leads back up.
 */
export const ProfitLossPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [parent, setParent] = useState<string | undefined>();
  const [account, setAccount] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const filters: ProfitLossFilters = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(parent ? { parent } : {}),
    ...(account.trim() ? { account: account.trim() } : {}),
    pageNum,
  };
  const report = useQuery(profitLossQuery(filters));
  const open = (next: string | undefined) => {
    setParent(next);
    setAccount('');
    setPageNum(1);
  };
  const title = t('agent.page_palStatementsAgentCopy');
  const data = report.data;

  const columns: ReportColumn<Downline>[] = [
    {
      label: t('agent.col_account'),
      cell: (row) => (
        <>
          {row.hasTeam ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => open(row.account)}
              aria-label={t('agent.pl_open', { name: row.account })}
            >
              <strong>{row.account}</strong> ›
            </Button>
          ) : (
            <strong>{row.account}</strong>
          )}
          <div className={styles.hint}>{t(`agent.type_${row.accountType}`)}</div>
        </>
      ),
    },
    { label: t('agent.fig_bets'), numeric: true, cell: (row) => row.bets.toLocaleString() },
    { label: t('agent.fig_validBet'), numeric: true, cell: (row) => <Money amount={row.validBet} /> },
    { label: t('agent.fig_win'), numeric: true, cell: (row) => <Money amount={row.win} /> },
    {
      label: t('agent.fig_profitLoss'),
      numeric: true,
      cell: (row) => <ProfitAmount amount={row.profitLoss} />,
    },
    { label: t('agent.fig_deposits'), numeric: true, cell: (row) => <Money amount={row.deposits} /> },
    { label: t('agent.fig_withdrawals'), numeric: true, cell: (row) => <Money amount={row.withdrawals} /> },
  ];

  return (
    <ReportCard id="pl-title" title={title} csv={<CsvButton report="profit-loss" filters={filters} />}>
      <ReportRange
        value={range}
        utcOffsetMinutes={data?.utcOffsetMinutes ?? 0}
        onChange={(next) => {
          setRange(next);
          setPageNum(1);
        }}
      />
      <div className={styles.filters}>
        <TextField
          label={t('agent.search_account')}
          type="search"
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            setPageNum(1);
          }}
        />
      </div>
      {data ? (
        <nav aria-label={t('agent.pl_trail')}>
          <ol className={styles.trail}>
            {data.path.map((name, index) => (
              <li key={name}>
                {index === data.path.length - 1 ? (
                  <span aria-current="page">{index === 0 ? t('agent.pl_my_team') : name}</span>
                ) : (
                  <Button size="sm" variant="ghost" onClick={() => open(index === 0 ? undefined : name)}>
                    {index === 0 ? t('agent.pl_my_team') : name}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <ReportResult query={report}>
        {(value) => (
          <>
            <MoneyFiguresList figures={value.team} label={t('agent.pl_team_totals')} />
            {parent ? (
              <div className={styles.stack}>
                <h3 className={styles.subTitle}>{t('agent.pl_own', { name: parent })}</h3>
                <MoneyFiguresList figures={value.own} label={t('agent.pl_own', { name: parent })} />
              </div>
            ) : null}
            <ReportTable
              label={title}
              columns={columns}
              rows={value.content}
              rowKey={(row) => row.account}
              page={{ pageNum: value.pageNum, totalPages: value.totalPages, onChange: setPageNum }}
              empty={{ title: t('agent.pl_empty'), text: t('agent.pl_empty_text'), icon: 'chart' }}
            />
          </>
        )}
      </ReportResult>
    </ReportCard>
  );
};
