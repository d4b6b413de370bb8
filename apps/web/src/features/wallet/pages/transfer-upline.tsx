import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { callApi } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { uplineInfoQuery } from '../../../lib/upline-info';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { withdrawInfoQuery } from '../api/wallet-queries';
import { messageText, walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, Success } from '../components/parts';
import { SetPaymentPasswordForm } from '../components/payment-password-forms';
import styles from '../components/wallet.module.css';
import { uplineConfirmSchema, uplineSchema, type UplineConfirmForm, type UplineForm } from '../schemas';

/**
 * The last step of a transfer to the upline (issue 14): names the upline and the amount, and takes the
 * payment password. It stays open on a refusal (wrong password, balance) with the reason.
 */
const ConfirmTransfer = ({
  amount,
  upline,
  onClose,
  onDone,
}: {
  amount: string;
  upline: string;
  onClose: () => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const form = useForm<UplineConfirmForm>({
    resolver: zodResolver(uplineConfirmSchema),
    defaultValues: { paymentPassword: '' },
  });
  const transfer = useMoneyMutation((body: { amount: string; paymentPassword: string }, headers) =>
    callApi('transferUpline', { body, headers }),
  );
  const submit = form.handleSubmit(async (values) => {
    const result = await transfer
      .mutateAsync({ amount, paymentPassword: values.paymentPassword })
      .catch(() => null);
    if (result) onDone();
  });
  return (
    <Modal
      title={t('upline.confirm_title')}
      description={t('upline.confirm_text', { amount: formatMoney(amount), name: upline })}
      icon="transfer"
      role="alertdialog"
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('wallet_payment_password')}
          type="password"
          autoComplete="off"
          autoFocus
          error={messageText(t, form.formState.errors.paymentPassword?.message)}
          {...form.register('paymentPassword')}
        />
        {transfer.isError ? <FormAlert>{walletErrorText(t, transfer.error)}</FormAlert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending}>
            {transfer.isPending ? t('wallet_sending') : t('upline.confirm_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};

/** The amount step: checked here, then confirmed in the dialog above. */
const TransferUplineForm = ({ upline }: { upline: string }) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<UplineForm>({ resolver: zodResolver(uplineSchema), defaultValues: { amount: '' } });
  const submit = form.handleSubmit((values) => {
    setDone(null);
    setPending(values.amount.trim());
  });
  // The dialog is outside the form: React events bubble through portals, so a submit inside it would
  // also submit this form.
  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('upline.to')}</dt>
            <dd>{upline}</dd>
          </div>
        </dl>
        <TextField
          label={t('wallet_amount')}
          inputMode="decimal"
          autoComplete="off"
          error={messageText(t, form.formState.errors.amount?.message)}
          {...form.register('amount')}
        />
        {done ? <Success>{done}</Success> : null}
        <Button type="submit">{t('wallet_upline_submit')}</Button>
      </form>
      {pending ? (
        <ConfirmTransfer
          amount={pending}
          upline={upline}
          onClose={() => setPending(null)}
          onDone={() => {
            setDone(t('upline.done', { amount: formatMoney(pending), name: upline }));
            setPending(null);
            form.reset({ amount: '' });
          }}
        />
      ) : null}
    </>
  );
};

/** transferUpline (spec 2.6): an amount from the main wallet to the member's agent. */
export const TransferUplinePage = () => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const upline = useQuery(uplineInfoQuery(token));
  const info = useQuery(withdrawInfoQuery());
  const name = upline.data?.upline?.nickname;
  return (
    <section className={styles.card} aria-labelledby="upline-title">
      <h2 id="upline-title" className={styles.cardTitle}>
        {t('wallet_upline_title')}
      </h2>
      {upline.isPending || info.isPending ? (
        <LoadingRows rows={2} />
      ) : upline.isError || info.isError ? (
        <FormAlert>{walletErrorText(t, upline.error ?? info.error)}</FormAlert>
      ) : name === undefined ? (
        <EmptyState
          title={t('upline.none_title')}
          text={t('upline.none_text')}
          icon="users"
          headingLevel={3}
        />
      ) : !info.data.hasPaymentPassword ? (
        <>
          <p className={styles.hint}>{t('payment_password_not_set')}</p>
          <SetPaymentPasswordForm titleId="upline-set-paypw" onDone={() => undefined} />
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('wallet_upline_text')}</p>
          <TransferUplineForm upline={name} />
        </>
      )}
    </section>
  );
};
