import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { withdrawRecordsQuery } from '../api/wallet-queries';
import { walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, StatusBadge } from '../components/parts';
import styles from '../components/wallet.module.css';
import { ReceiptForm } from './receipt-form';

/** Withdrawal records (spec 4.10): in process, rejected, approved; approved ones carry the receipt. */
export const WithdrawRecords = () => {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const records = useQuery(withdrawRecordsQuery(pageNum));
  return (
    <section className={styles.card} aria-labelledby="withdraw-records-title">
      <h2 id="withdraw-records-title" className={styles.cardTitle}>
        {t('wallet_withdraw_records')}
      </h2>
      {records.isPending ? (
        <LoadingRows />
      ) : records.isError ? (
        <FormAlert>{walletErrorText(t, records.error)}</FormAlert>
      ) : records.data.content.length === 0 ? (
        <EmptyState title={t('wallet_no_records')} icon="withdraw" headingLevel={3} />
      ) : (
        <>
          <ul className={styles.list}>
            {records.data.content.map((record) => (
              <li
                key={record.id}
                className={styles.card}
                aria-label={t('wallet_withdrawal_n', { id: record.id })}
              >
                <div className={styles.listItem}>
                  <span>
                    <strong>{formatMoney(record.amount)}</strong>
                    <span className={styles.hint}>
                      {' '}
                      · {record.bankAccount.bankName} {record.bankAccount.accountNumber} ·{' '}
                      {formatDateTime(record.createdAt, i18n.language)}
                    </span>
                  </span>
                  <StatusBadge status={record.status} />
                </div>
                {record.receipt && record.receipt.status !== 'pending' ? (
                  <p className={styles.hint}>
                    {t('wallet_receipt')}: <StatusBadge status={record.receipt.status} />{' '}
                    {record.receipt.status === 'partly_received' && record.receipt.receivedAmount
                      ? t('wallet_receipt_amounts', {
                          received: formatMoney(record.receipt.receivedAmount),
                          remaining: formatMoney(record.receipt.remainingAmount ?? '0'),
                        })
                      : null}
                    {record.receipt.automatic ? ` ${t('wallet_receipt_automatic')}` : null}
                  </p>
                ) : record.receipt ? (
                  <ReceiptForm record={record} />
                ) : null}
              </li>
            ))}
          </ul>
          <Pager
            pageNum={records.data.pageNum}
            totalPages={records.data.totalPages}
            onChange={setPageNum}
            label={t('wallet_withdraw_records')}
          />
        </>
      )}
    </section>
  );
};
