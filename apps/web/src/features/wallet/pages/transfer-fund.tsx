import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { messageText, walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, SelectField, Success } from '../components/parts';
import styles from '../components/wallet.module.css';
import { walletTransferSchema, type WalletTransferForm } from '../schemas';

/** transferFund (spec 2.6, 7.2): main and vendor wallets, transfer between main and one vendor wallet. */
export const TransferFundPage = () => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const balance = useQuery(walletBalanceQuery(token));
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<WalletTransferForm>({
    resolver: zodResolver(walletTransferSchema),
    defaultValues: { from: 'MAIN', to: '', amount: '' },
  });
  const transfer = useMoneyMutation((body: WalletTransferForm, headers) =>
    callApi('walletTransfer', { body, headers }),
  );
  const { errors } = form.formState;
  const data = balance.data;
  const wallets = data
    ? [{ vendorCode: 'MAIN', name: t('wallet_main'), balance: data.balance }, ...data.wallets]
    : [];
  const nameOf = (code: string) => wallets.find((w) => w.vendorCode === code)?.name ?? code;
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const result = await transfer.mutateAsync({ ...values, amount: values.amount.trim() }).catch(() => null);
    if (!result) return;
    setDone(
      t('wallet_transfer_done', {
        amount: formatMoney(values.amount.trim()),
        from: nameOf(values.from),
        to: nameOf(values.to),
      }),
    );
    form.reset({ from: values.from, to: values.to, amount: '' });
  });

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="wallets-title">
        <h2 id="wallets-title" className={styles.cardTitle}>
          {t('wallet_wallets')}
        </h2>
        {balance.isPending ? (
          <LoadingRows rows={2} />
        ) : !data ? (
          <FormAlert>{walletErrorText(t, balance.error)}</FormAlert>
        ) : (
          <dl className={styles.facts}>
            {wallets.map((wallet) => (
              <div key={wallet.vendorCode} className={styles.fact}>
                <dt>{wallet.name}</dt>
                <dd>{formatMoney(wallet.balance, data.currencySymbol)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {data && !data.isSingle && data.wallets.length > 0 ? (
        <section className={styles.card} aria-labelledby="transfer-title">
          <h2 id="transfer-title" className={styles.cardTitle}>
            {t('wallet_transfer_title')}
          </h2>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <div className={styles.row}>
              <SelectField label={t('wallet_from')} {...form.register('from')}>
                {wallets.map((w) => (
                  <option key={w.vendorCode} value={w.vendorCode}>
                    {w.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('wallet_to')}
                error={messageText(t, errors.to?.message)}
                {...form.register('to')}
              >
                <option value="">{t('wallet_choose')}</option>
                {wallets.map((w) => (
                  <option key={w.vendorCode} value={w.vendorCode}>
                    {w.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label={t('wallet_amount')}
              inputMode="decimal"
              autoComplete="off"
              error={messageText(t, errors.amount?.message)}
              {...form.register('amount')}
            />
            {transfer.isError ? <FormAlert>{walletErrorText(t, transfer.error)}</FormAlert> : null}
            {done ? <Success>{done}</Success> : null}
            <Button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending}>
              {transfer.isPending ? t('wallet_sending') : t('wallet_transfer_submit')}
            </Button>
          </form>
        </section>
      ) : data ? (
        <p className={styles.hint}>{t('wallet_single')}</p>
      ) : null}
    </div>
  );
};
