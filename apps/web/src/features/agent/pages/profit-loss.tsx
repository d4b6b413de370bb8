import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { Pager } from '../../../components/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { profitLossQuery, type ProfitLossFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { MoneyFiguresList } from '../components/money-figures';
import { ReportRange, type DayRange } from '../components/report-range';
import styles from '../components/agent-pages.module.css';

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

  return (
    <section className={styles.card} aria-labelledby="pl-title">
      <div className={styles.cardHead}>
        <h2 id="pl-title" className={styles.cardTitle}>
          {title}
        </h2>
        <CsvButton report="profit-loss" filters={filters} />
      </div>
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
      {report.isPending ? (
        <LoadingRows rows={5} />
      ) : report.isError ? (
        <FormAlert>{errorText(t, report.error)}</FormAlert>
      ) : (
        <>
          <MoneyFiguresList figures={report.data.team} label={t('agent.pl_team_totals')} />
          {parent ? (
            <div className={styles.stack}>
              <h3 className={styles.subTitle}>{t('agent.pl_own', { name: parent })}</h3>
              <MoneyFiguresList figures={report.data.own} label={t('agent.pl_own', { name: parent })} />
            </div>
          ) : null}
          {report.data.content.length === 0 ? (
            <EmptyState
              title={t('agent.pl_empty')}
              text={t('agent.pl_empty_text')}
              icon="chart"
              headingLevel={3}
            />
          ) : (
            <>
              <TableRegion label={title}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.col_account')}</th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_bets')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_validBet')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_win')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_profitLoss')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_deposits')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_withdrawals')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.content.map((row) => (
                    <tr key={row.account}>
                      <td data-label={t('agent.col_account')}>
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
                      </td>
                      <td data-label={t('agent.fig_bets')} className={styles.num}>
                        {row.bets.toLocaleString()}
                      </td>
                      <td data-label={t('agent.fig_validBet')} className={styles.num}>
                        <Money amount={row.validBet} />
                      </td>
                      <td data-label={t('agent.fig_win')} className={styles.num}>
                        <Money amount={row.win} />
                      </td>
                      <td data-label={t('agent.fig_profitLoss')} className={styles.num}>
                        <ProfitAmount amount={row.profitLoss} />
                      </td>
                      <td data-label={t('agent.fig_deposits')} className={styles.num}>
                        <Money amount={row.deposits} />
                      </td>
                      <td data-label={t('agent.fig_withdrawals')} className={styles.num}>
                        <Money amount={row.withdrawals} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
              <Pager
                pageNum={report.data.pageNum}
                totalPages={report.data.totalPages}
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
