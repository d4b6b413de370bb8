import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { messageText, walletErrorText } from '../amount-rules';
import { Success } from '../components/parts';
import styles from '../components/wallet.module.css';
import { uplineSchema, type UplineForm } from '../schemas';

/** transferUpline (spec 2.6): an amount from the main wallet to the member's agent. */
export const TransferUplinePage = () => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<UplineForm>({ resolver: zodResolver(uplineSchema), defaultValues: { amount: '' } });
  const transfer = useMoneyMutation((body: UplineForm, headers) =>
    callApi('transferUpline', { body, headers }),
  );
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const amount = values.amount.trim();
    const result = await transfer.mutateAsync({ amount }).catch(() => null);
    if (!result) return;
    setDone(t('wallet_upline_done', { amount: formatMoney(amount) }));
    form.reset({ amount: '' });
  });
  return (
    <section className={styles.card} aria-labelledby="upline-title">
      <h2 id="upline-title" className={styles.cardTitle}>
        {t('wallet_upline_title')}
      </h2>
      <p className={styles.hint}>{t('wallet_upline_text')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('wallet_amount')}
          inputMode="decimal"
          autoComplete="off"
          error={messageText(t, form.formState.errors.amount?.message)}
          {...form.register('amount')}
        />
        {transfer.isError ? <FormAlert>{walletErrorText(t, transfer.error)}</FormAlert> : null}
        {done ? <Success>{done}</Success> : null}
        <Button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending}>
          {transfer.isPending ? t('wallet_sending') : t('wallet_upline_submit')}
        </Button>
      </form>
    </section>
  );
};
