import type { withdrawRecordSchema } from '@gp/contract/wallet';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { invalidateWallet } from '../../../lib/wallet-balance';
import { amountRule, messageText, walletErrorText } from '../../../lib/amount-rules';
import styles from '../components/wallet.module.css';
import { checkProofImages } from '../proof-images';

type Record = z.infer<typeof withdrawRecordSchema>;
type Status = 'received' | 'partly_received' | 'not_received';
const statuses: Status[] = ['received', 'partly_received', 'not_received'];

/**
 * Receipt confirmation of a paid-out withdrawal (spec 4.10): received, partly received (with the
 * received amount) or not received, with up to 3 png/jpg proof images of at most 5 MB, checked here
 * before the multipart upload and again by the server.
 */
export const ReceiptForm = ({ record }: { record: Record }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState<Status>('received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (body: FormData) => callApi('withdrawReceipt', { body }),
    onSettled: () => invalidateWallet(client),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (status === 'partly_received') {
      const check = amountRule({ max: record.amount }).safeParse(received);
      if (!check.success) return setProblem(messageText(t, check.error.issues[0]?.message) ?? null);
      if (received.trim() && formatMoney(received) === formatMoney(record.amount)) {
        return setProblem(t('received_amount_invalid'));
      }
    }
    const fileProblem = await checkProofImages(files);
    if (fileProblem) return setProblem(t(fileProblem));
    const body = new FormData();
    body.set('withdrawId', String(record.id));
    body.set('status', status);
    if (status === 'partly_received') body.set('receivedAmount', received.trim());
    for (const file of files) body.append('proof', file);
    confirm.mutate(body);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          {t('wallet_receipt_question', {
            amount: formatMoney(record.amount),
            time: record.receipt ? formatDateTime(record.receipt.confirmBefore, i18n.language) : '',
          })}
        </legend>
        {statuses.map((value) => (
          <label key={value} className={styles.choice}>
            <span className={styles.choiceHead}>
              <input
                type="radio"
                name={`receipt-${id}`}
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
              />
              {t(`wallet_status_${value}`)}
            </span>
          </label>
        ))}
      </fieldset>
      {status === 'partly_received' ? (
        <TextField
          label={t('wallet_received_amount')}
          inputMode="decimal"
          autoComplete="off"
          value={received}
          onChange={(event) => setReceived(event.target.value)}
        />
      ) : null}
      <div className={styles.selectField}>
        <label htmlFor={`${id}-proof`}>{t('wallet_proof_images')}</label>
        <input
          id={`${id}-proof`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <span className={styles.hint}>{t('wallet_proof_hint')}</span>
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {confirm.isError ? <FormAlert>{walletErrorText(t, confirm.error)}</FormAlert> : null}
      <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {confirm.isPending ? t('wallet_sending') : t('wallet_receipt_submit')}
      </Button>
    </form>
  );
};
