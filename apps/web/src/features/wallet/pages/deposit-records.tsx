import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { depositRecordsQuery } from '../api/wallet-queries';
import { walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, StatusBadge, TableRegion } from '../components/parts';
import styles from '../components/wallet.module.css';

/** Deposit record (spec 2.6, implied by labels): channel, amount, reference, status, time; paged. */
export const DepositRecords = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const records = useQuery(depositRecordsQuery(pageNum));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby="deposit-records-title">
      <Heading id="deposit-records-title" className={styles.cardTitle}>
        {t('wallet_deposit_records')}
      </Heading>
      {records.isPending ? (
        <LoadingRows />
      ) : records.isError ? (
        <FormAlert>{walletErrorText(t, records.error)}</FormAlert>
      ) : records.data.content.length === 0 ? (
        <EmptyState title={t('wallet_no_records')} icon="receipt" headingLevel={3} />
      ) : (
        <>
          <TableRegion label={t('wallet_deposit_records')}>
            <thead>
              <tr>
                <th scope="col">{t('wallet_col_time')}</th>
                <th scope="col">{t('wallet_col_channel')}</th>
                <th scope="col" className={styles.num}>
                  {t('wallet_col_amount')}
                </th>
                <th scope="col">{t('wallet_col_reference')}</th>
                <th scope="col">{t('wallet_col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {records.data.content.map((record) => (
                <tr key={record.id}>
                  <td data-label={t('wallet_col_time')}>{formatDateTime(record.createdAt, i18n.language)}</td>
                  <td data-label={t('wallet_col_channel')}>{record.channelName}</td>
                  <td data-label={t('wallet_col_amount')} className={styles.num}>
                    {formatMoney(record.amount)}
                  </td>
                  <td data-label={t('wallet_col_reference')}>{record.reference ?? '—'}</td>
                  <td data-label={t('wallet_col_status')}>
                    <StatusBadge status={record.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Pager
            pageNum={records.data.pageNum}
            totalPages={records.data.totalPages}
            onChange={setPageNum}
            label={t('wallet_deposit_records')}
          />
        </>
      )}
    </section>
  );
};

/** The deposit record page of the member centre. */
export const DepositRecordPage = () => <DepositRecords />;
