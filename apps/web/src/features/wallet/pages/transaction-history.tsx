import { transactionTypes, type TransactionType } from '@gp/contract/wallet-rules';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { DateRangeFields } from '../../../components/date-range-fields';
import { FormAlert } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../lib/format';
import { transactionHistoryQuery } from '../api/wallet-queries';
import { walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, SelectField, TableRegion } from '../components/parts';
import styles from '../components/wallet.module.css';

/** The day after an ISO date: the server's `to` is exclusive, the member picks an inclusive last day. */
export const dayAfter = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** transactionHistory (spec 2.6 account record): every ledger line with filters and paging. */
export const TransactionHistoryPage = () => {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState<TransactionType | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const history = useQuery(
    transactionHistoryQuery({
      from: from || undefined,
      to: to ? dayAfter(to) : undefined,
      type: type || undefined,
      pageNum,
    }),
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNum(1);
    };

  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.cardTitle}>
        {t('wallet_history_title')}
      </h2>
      <div className={styles.filters}>
        <DateRangeFields
          labels={{ from: t('wallet_filter_from'), to: t('wallet_filter_to') }}
          from={from}
          to={to}
          onFrom={filter(setFrom)}
          onTo={filter(setTo)}
        />
        <SelectField
          label={t('wallet_filter_type')}
          value={type}
          onChange={(event) => filter(setType)(event.target.value as TransactionType | '')}
        >
          <option value="">{t('wallet_type_all')}</option>
          {transactionTypes.map((value) => (
            <option key={value} value={value}>
              {t(`wallet_type_${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {history.isPending ? (
        <LoadingRows rows={5} />
      ) : history.isError ? (
        <FormAlert>{walletErrorText(t, history.error)}</FormAlert>
      ) : history.data.content.length === 0 ? (
        <EmptyState title={t('wallet_no_records')} icon="chart" headingLevel={3} />
      ) : (
        <>
          <TableRegion label={t('wallet_history_title')}>
            <thead>
              <tr>
                <th scope="col">{t('wallet_col_time')}</th>
                <th scope="col">{t('wallet_col_type')}</th>
                <th scope="col">{t('wallet_col_wallet')}</th>
                <th scope="col" className={styles.num}>
                  {t('wallet_col_amount')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('wallet_col_balance_after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.content.map((line, index) => (
                <tr key={`${line.entryId}-${line.wallet}-${index}`}>
                  <td data-label={t('wallet_col_time')}>{formatDateTime(line.createdAt, i18n.language)}</td>
                  <td data-label={t('wallet_col_type')}>{t(`wallet_type_${line.type}`)}</td>
                  <td data-label={t('wallet_col_wallet')}>
                    {line.wallet === 'MAIN' ? t('wallet_main') : line.wallet}
                  </td>
                  <td
                    data-label={t('wallet_col_amount')}
                    className={`${styles.num} ${line.amount.startsWith('-') ? '' : styles.credit}`}
                  >
                    {formatSignedMoney(line.amount)}
                  </td>
                  <td data-label={t('wallet_col_balance_after')} className={styles.num}>
                    {formatMoney(line.balanceAfter)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Pager
            pageNum={history.data.pageNum}
            totalPages={history.data.totalPages}
            onChange={setPageNum}
            label={t('wallet_history_title')}
          />
        </>
      )}
    </section>
  );
};
