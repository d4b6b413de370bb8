import type { TeamTransactionsValue } from '@gp/contract/agent-reports';
import { transactionTypes } from '@gp/contract/wallet-rules';
import { useState } from 'react';
import { TextField } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { teamTransactionsQuery, type TeamTransactionsFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { ReportRange } from '../components/report-range';
import { ReportResult, ReportTable, type ReportColumn } from '../../../components/report-table';
import { ReportCard } from '../components/report-card';
import { useReportFilters } from '../hooks/use-report-filters';
import styles from '../components/agent-pages.module.css';

type Change = TeamTransactionsValue['content'][number];

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
  const columns: ReportColumn<Change>[] = [
    { label: t('agent.col_time'), nowrap: true, cell: (x) => formatDateTime(x.createdAt, i18n.language) },
    { label: t('agent.col_account'), cell: (x) => <strong>{x.account}</strong> },
    { label: t('agent.tx_type'), cell: (x) => t(`wallet_type_${x.type}`) },
    { label: t('agent.col_wallet'), cell: (x) => (x.wallet === 'MAIN' ? t('agent.wallet_main') : x.wallet) },
    { label: t('agent.col_amount'), numeric: true, cell: (x) => <ProfitAmount amount={x.amount} /> },
    { label: t('agent.col_balance_after'), numeric: true, cell: (x) => <Money amount={x.balanceAfter} /> },
  ];

  return (
    <ReportCard id="team-tx-title" title={title} csv={<CsvButton report="transactions" filters={filters} />}>
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
      <ReportResult query={journal}>
        {(data) => (
          <ReportTable
            label={title}
            columns={columns}
            rows={data.content}
            rowKey={(x) => `${x.entryId}-${x.account}-${x.wallet}`}
            page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
            empty={{ title: t('agent.tx_empty'), text: t('agent.tx_empty_text'), icon: 'transfer' }}
          />
        )}
      </ReportResult>
    </ReportCard>
  );
};
