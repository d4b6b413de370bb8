import { zodResolver } from '@hookform/resolvers/zod';
import type { withdrawInfoValueSchema } from '@gp/contract/wallet';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { consolidatedQuery } from '../../../lib/wallet-balance';
import { withdrawInfoQuery } from '../api/wallet-queries';
import { messageText, walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, SelectField, Success } from '../components/parts';
import { SetPaymentPasswordForm } from '../components/payment-password-forms';
import styles from '../components/wallet.module.css';
import { withdrawSchema, type WithdrawForm as Values } from '../schemas';
import { WithdrawRecords } from './withdraw-records';

type Info = z.infer<typeof withdrawInfoValueSchema>;

/** The withdrawal form: bank account, amount within the limits, payment password. */
export const WithdrawForm = ({ info }: { info: Info }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(withdrawSchema({ min: info.minAmount, max: info.maxAmount })),
    defaultValues: { bankAccountId: String(info.bankAccounts[0]?.id ?? ''), amount: '', paymentPassword: '' },
  });
  const withdraw = useMoneyMutation(
    (body: { bankAccountId: number; amount: string; paymentPassword: string }, headers) =>
      callApi('withdraw', { body, headers }),
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const result = await withdraw
      .mutateAsync({
        bankAccountId: Number(values.bankAccountId),
        amount: values.amount.trim(),
        paymentPassword: values.paymentPassword,
      })
      .catch(() => null);
    if (!result) return;
    setDone(t('wallet_withdraw_submitted', { amount: formatMoney(result.order.amount) }));
    form.reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t('wallet_bank_account')}
        error={messageText(t, errors.bankAccountId?.message)}
        {...form.register('bankAccountId')}
      >
        {info.bankAccounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.bankName} · {account.accountName} · {account.accountNumber}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('wallet_amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet_amount_range', {
          min: formatMoney(info.minAmount),
          max: formatMoney(info.maxAmount),
        })}
        error={messageText(t, errors.amount?.message)}
        {...form.register('amount')}
      />
      <TextField
        label={t('wallet_payment_password')}
        type="password"
        autoComplete="off"
        error={messageText(t, errors.paymentPassword?.message)}
        {...form.register('paymentPassword')}
      />
      {withdraw.isError ? <FormAlert>{walletErrorText(t, withdraw.error)}</FormAlert> : null}
      {done ? <Success>{done}</Success> : null}
      <Button type="submit" disabled={withdraw.isPending} aria-busy={withdraw.isPending}>
        {withdraw.isPending ? t('wallet_sending') : t('wallet_withdraw_submit')}
      </Button>
    </form>
  );
};

/** withdraw (spec 2.6, 4.10): limits, balance and held amount, the form, the withdrawal records. */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  const info = useQuery(withdrawInfoQuery());
  const funds = useQuery(consolidatedQuery());
  const data = info.data;
  // Set inline below: the withdrawal info reloads (invalidated) and the form takes its place.
  const [justSet, setJustSet] = useState(false);

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className={styles.cardTitle}>
          {t('wallet_withdraw_title')}
        </h2>
        {info.isPending ? (
          <LoadingRows />
        ) : info.isError || !data ? (
          <FormAlert>{walletErrorText(t, info.error)}</FormAlert>
        ) : (
          <>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{t('wallet_main_balance')}</dt>
                <dd>{formatMoney(data.balance)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('wallet_in_process_amount')}</dt>
                <dd>
                  {funds.data ? formatMoney(funds.data.funds.pendingWithdrawal) : funds.isError ? '—' : '…'}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('wallet_limits')}</dt>
                <dd>
                  {formatMoney(data.minAmount)} – {formatMoney(data.maxAmount)}
                </dd>
              </div>
            </dl>
            {justSet && data.hasPaymentPassword ? <Success>{t('paypw.set_done')}</Success> : null}
            {!data.hasPaymentPassword ? (
              <>
                <p className={styles.hint}>{t('payment_password_not_set')}</p>
                <SetPaymentPasswordForm titleId="withdraw-set-paypw" onDone={() => setJustSet(true)} />
              </>
            ) : data.bankAccounts.length === 0 ? (
              <p className={styles.hint}>
                {t('wallet_bind_first')}{' '}
                <Link to="/member?page=securityCenter">{t('member_page_securityCenter')}</Link>
              </p>
            ) : (
              <WithdrawForm info={data} />
            )}
          </>
        )}
      </section>
      <WithdrawRecords />
    </div>
  );
};
