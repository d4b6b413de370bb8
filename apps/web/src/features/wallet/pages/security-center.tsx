import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { Suspense, useState } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { useInView } from '../../../lib/use-in-view';
import {
  AuthenticatorCard,
  SocialLinksCard,
  LoginActivity,
  MyAccountCards,
  PaymentPasswordReset,
} from './security-center-parts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { invalidateWallet } from '../../../lib/wallet-balance';
import { withdrawInfoQuery } from '../api/wallet-queries';
import { messageText, walletErrorText } from '../../../lib/amount-rules';
import { LoadingRows, Success } from '../components/parts';
import { ChangePaymentPasswordForm, SetPaymentPasswordForm } from '../components/payment-password-forms';
import styles from '../components/wallet.module.css';
import { bankAccountSchema, type BankAccountForm } from '../schemas';

const BindBankAccount = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useForm<BankAccountForm>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { accountName: '', accountNumber: '', bankName: '' },
  });
  const bind = useMutation({
    mutationFn: (body: BankAccountForm) => callApi('bankAccountBind', { body }),
    onSuccess: () => invalidateWallet(client),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    const ok = await bind.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    setDone(true);
    form.reset();
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.subTitle}>{t('wallet_bind_title')}</h3>
      <TextField
        label={t('wallet_bank_name')}
        autoComplete="off"
        error={messageText(t, errors.bankName?.message)}
        {...form.register('bankName')}
      />
      <TextField
        label={t('wallet_account_name')}
        autoComplete="name"
        error={messageText(t, errors.accountName?.message)}
        {...form.register('accountName')}
      />
      <TextField
        label={t('wallet_account_number')}
        inputMode="numeric"
        autoComplete="off"
        error={messageText(t, errors.accountNumber?.message)}
        {...form.register('accountNumber')}
      />
      {bind.isError ? <FormAlert>{walletErrorText(t, bind.error)}</FormAlert> : null}
      {done ? <Success>{t('wallet_bind_done')}</Success> : null}
      <Button type="submit" disabled={bind.isPending} aria-busy={bind.isPending}>
        {bind.isPending ? t('wallet_sending') : t('wallet_bind_submit')}
      </Button>
    </form>
  );
};

/**
 * The payment password's Set or Change action (issue 14): a disclosure button opens the form below it;
 * after saving, the form closes, the status above reads "Set" and a confirmation is announced.
 */
const PaymentPasswordAction = ({ hasPaymentPassword }: { hasPaymentPassword: boolean }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formId = 'security-paypw-form';
  const finish = (message: string) => {
    setOpen(false);
    setResetting(false);
    setDone(message);
  };
  return (
    <div className={styles.stack}>
      {done ? <Success>{done}</Success> : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => {
            setDone(null);
            setResetting(false);
            setOpen((value) => !value);
          }}
        >
          {t(hasPaymentPassword ? 'paypw.change_action' : 'paypw.set_action')}
        </Button>
        {hasPaymentPassword ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={resetting}
            onClick={() => {
              setDone(null);
              setOpen(false);
              setResetting((value) => !value);
            }}
          >
            {t('paypw.reset_action')}
          </Button>
        ) : null}
      </div>
      {resetting ? (
        <Suspense fallback={<LoadingRows rows={2} />}>
          <PaymentPasswordReset
            onDone={() => finish(t('paypw.reset_done'))}
            onCancel={() => setResetting(false)}
          />
        </Suspense>
      ) : null}
      {open ? (
        <div id={formId}>
          {hasPaymentPassword ? (
            <ChangePaymentPasswordForm
              titleId="security-change-paypw"
              onDone={() => finish(t('paypw.change_done'))}
            />
          ) : (
            <SetPaymentPasswordForm titleId="security-set-paypw" onDone={() => finish(t('paypw.set_done'))} />
          )}
        </div>
      ) : null}
    </div>
  );
};

/**
 * securityCenter (spec 2.6 "my account"): account, nickname, bank accounts, payment password status,
 * and below them the authenticator app, where the member is logged in and the login history.
 */
export const SecurityCenterPage = () => {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const info = useQuery(withdrawInfoQuery());
  const [activityRef, activityInView] = useInView<HTMLDivElement>();
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="account-title">
        <h2 id="account-title" className={styles.cardTitle}>
          {t('wallet_account_title')}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('wallet_account')}</dt>
            <dd>{member?.account ?? '—'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('wallet_nickname')}</dt>
            <dd>{member?.nickname ?? '—'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('wallet_payment_password')}</dt>
            <dd>
              {info.data
                ? t(
                    info.data.hasPaymentPassword
                      ? 'wallet_payment_password_set'
                      : 'wallet_payment_password_unset',
                  )
                : '…'}
            </dd>
          </div>
        </dl>
        {info.data ? <PaymentPasswordAction hasPaymentPassword={info.data.hasPaymentPassword} /> : null}
      </section>
      <Suspense fallback={<LoadingRows rows={3} />}>
        <MyAccountCards cardClass={styles.card} titleClass={styles.cardTitle} />
      </Suspense>
      <section className={styles.card} aria-labelledby="banks-title">
        <h2 id="banks-title" className={styles.cardTitle}>
          {t('wallet_bank_accounts')}
        </h2>
        {info.isPending ? (
          <LoadingRows rows={2} />
        ) : info.isError ? (
          <FormAlert>{walletErrorText(t, info.error)}</FormAlert>
        ) : info.data.bankAccounts.length === 0 ? (
          <EmptyState title={t('wallet_no_bank_accounts')} icon="wallet" headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {info.data.bankAccounts.map((account) => (
              <li key={account.id} className={styles.listItem}>
                <span>
                  <strong>{account.bankName}</strong> · {account.accountName}
                </span>
                <span>{account.accountNumber}</span>
              </li>
            ))}
          </ul>
        )}
        <BindBankAccount />
      </section>
      {/* A skeleton holds the place (and gives the observer something to see) until it loads. */}
      <div ref={activityRef} className={styles.stack}>
        {activityInView ? (
          <Suspense fallback={<LoadingRows rows={3} />}>
            <AuthenticatorCard cardClass={styles.card} titleClass={styles.cardTitle} />
            <SocialLinksCard cardClass={styles.card} titleClass={styles.cardTitle} />
            <LoginActivity cardClass={styles.card} titleClass={styles.cardTitle} />
          </Suspense>
        ) : (
          <Skeleton height={160} />
        )}
      </div>
    </div>
  );
};
