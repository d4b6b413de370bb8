import { zodResolver } from '@hookform/resolvers/zod';
import type { depositChannelSchema } from '@gp/contract/wallet';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { depositChannelsQuery } from '../api/wallet-queries';
import { messageText, walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, Success } from '../components/parts';
import styles from '../components/wallet.module.css';
import { depositSchema, type DepositForm } from '../schemas';
import { DepositRecords } from './deposit-records';

type Channel = z.infer<typeof depositChannelSchema>;

/** The amount (and, for the manual bank channel, the transfer reference) of one channel. */
export const DepositChannelForm = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<DepositForm>({
    resolver: zodResolver(
      depositSchema({ kind: channel.kind, min: channel.minAmount, max: channel.maxAmount }),
    ),
    defaultValues: { amount: '', reference: '' },
  });
  const deposit = useMoneyMutation((body: { channel: string; amount: string; reference?: string }, headers) =>
    callApi('depositCreate', { body, headers }),
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const reference = channel.kind === 'manual' ? values.reference?.trim() : undefined;
    const result = await deposit
      .mutateAsync({ channel: channel.code, amount: values.amount.trim(), reference })
      .catch(() => null);
    if (!result) return;
    const amount = formatMoney(result.order.amount);
    setDone(
      result.order.status === 'approved'
        ? t('wallet_deposit_credited', { amount })
        : t('wallet_deposit_submitted', { amount }),
    );
    form.reset({ amount: '', reference: '' });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {channel.instructions ? <p className={styles.hint}>{channel.instructions}</p> : null}
      <TextField
        label={t('wallet_amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet_amount_range', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
        error={messageText(t, errors.amount?.message)}
        {...form.register('amount')}
      />
      {channel.kind === 'manual' ? (
        <TextField
          label={t('wallet_reference')}
          autoComplete="off"
          error={messageText(t, errors.reference?.message)}
          {...form.register('reference')}
        />
      ) : null}
      {deposit.isError ? <FormAlert>{walletErrorText(t, deposit.error)}</FormAlert> : null}
      {done ? <Success>{done}</Success> : null}
      <Button type="submit" disabled={deposit.isPending} aria-busy={deposit.isPending}>
        {deposit.isPending ? t('wallet_sending') : t('wallet_deposit_submit')}
      </Button>
    </form>
  );
};

/** depositv2 (spec 2.6): the merchant's channels with their limits, the order form, the record below. */
export const DepositPage = () => {
  const { t } = useTranslation();
  const channels = useQuery(depositChannelsQuery());
  const [code, setCode] = useState<string | null>(null);
  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.code === code) ?? list[0];

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="deposit-channels-title">
        <h2 id="deposit-channels-title" className={styles.cardTitle}>
          {t('wallet_deposit_channels')}
        </h2>
        {channels.isPending ? (
          <LoadingRows rows={2} />
        ) : channels.isError ? (
          <FormAlert>{walletErrorText(t, channels.error)}</FormAlert>
        ) : !channel ? (
          <EmptyState title={t('wallet_no_channels')} icon="deposit" headingLevel={3} />
        ) : (
          <>
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{t('wallet_deposit_channel')}</legend>
              {list.map((c) => (
                <label key={c.code} className={styles.choice}>
                  <span className={styles.choiceHead}>
                    <input
                      type="radio"
                      name="deposit-channel"
                      value={c.code}
                      checked={c.code === channel.code}
                      onChange={() => setCode(c.code)}
                    />
                    {c.name}
                  </span>
                  <span className={styles.hint}>
                    {t(c.kind === 'instant' ? 'wallet_channel_instant' : 'wallet_channel_manual')} ·{' '}
                    {t('wallet_amount_range', {
                      min: formatMoney(c.minAmount),
                      max: formatMoney(c.maxAmount),
                    })}
                  </span>
                </label>
              ))}
            </fieldset>
            <DepositChannelForm key={channel.code} channel={channel} />
          </>
        )}
      </section>
      <DepositRecords />
    </div>
  );
};
