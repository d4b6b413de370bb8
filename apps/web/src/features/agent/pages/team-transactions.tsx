import { transactionTypes } from '@gp/contract/wallet-rules';
import { useState } from 'react';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { teamTransactionsQuery, type TeamTransactionsFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { ReportRange } from '../components/report-range';
import { useReportFilters } from '../hooks/use-report-filters';
import styles from '../components/agent-pages.module.css';

/**
 * agentDownlineTransactionDetailsCopy (spec 2.7 account change details): every movement of the team's
 * wallets from the ledger, by account and type, newest first, with the balance it left.
 */
export const TeamTransactionsPage = () => {
  const { t, i18n } = useTranslation();
  const { range, setRange, account, setAccount, setPageNum, filter, query } = useReportFilters();
  const [type, setType] = useState('');
  const filters: TeamTransactionsFilters = {
    ...query,
    ...(type ? { type: type as TeamTransactionsFilters['type'] } : {}),
  };
  const journal = useQuery(teamTransactionsQuery(filters));
  const title = t('agent.page_agentDownlineTransactionDetailsCopy');

  return (
    <section className={styles.card} aria-labelledby="team-tx-title">
      <div className={styles.cardHead}>
        <h2 id="team-tx-title" className={styles.cardTitle}>
          {title}
        </h2>
        <CsvButton report="transactions" filters={filters} />
      </div>
      <ReportRange value={range} utcOffsetMinutes={journal.data?.utcOffsetMinutes ?? 0} onChange={setRange} />
      <div className={styles.filters}>
        <TextField
          label={t('agent.account_exact')}
          type="search"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <SelectField
          label={t('agent.tx_type')}
          value={type}
          onChange={(e) => filter(setType)(e.target.value)}
        >
          <option value="">{t('agent.any')}</option>
          {transactionTypes.map((value) => (
            <option key={value} value={value}>
              {t(`wallet_type_${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {journal.isPending ? (
        <LoadingRows rows={5} />
      ) : journal.isError ? (
        <FormAlert>{errorText(t, journal.error)}</FormAlert>
      ) : journal.data.content.length === 0 ? (
        <EmptyState
          title={t('agent.tx_empty')}
          text={t('agent.tx_empty_text')}
          icon="transfer"
          headingLevel={3}
        />
      ) : (
        <>
          <TableRegion label={title}>
            <thead>
              <tr>
                <th scope="col">{t('agent.col_time')}</th>
                <th scope="col">{t('agent.col_account')}</th>
                <th scope="col">{t('agent.tx_type')}</th>
                <th scope="col">{t('agent.col_wallet')}</th>
                <th scope="col" className={styles.num}>
                  {t('agent.col_amount')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('agent.col_balance_after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {journal.data.content.map((x) => (
                <tr key={`${x.entryId}-${x.account}-${x.wallet}`}>
                  <td data-label={t('agent.col_time')} className={styles.nowrap}>
                    {formatDateTime(x.createdAt, i18n.language)}
                  </td>
                  <td data-label={t('agent.col_account')}>
                    <strong>{x.account}</strong>
                  </td>
                  <td data-label={t('agent.tx_type')}>{t(`wallet_type_${x.type}`)}</td>
                  <td data-label={t('agent.col_wallet')}>
                    {x.wallet === 'MAIN' ? t('agent.wallet_main') : x.wallet}
                  </td>
                  <td data-label={t('agent.col_amount')} className={styles.num}>
                    <ProfitAmount amount={x.amount} />
                  </td>
                  <td data-label={t('agent.col_balance_after')} className={styles.num}>
                    <Money amount={x.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Pager
            pageNum={journal.data.pageNum}
            totalPages={journal.data.totalPages}
            onChange={setPageNum}
            label={title}
          />
        </>
      )}
    </section>
  );
};
