import { zodResolver } from '@hookform/resolvers/zod';
import { paymentPasswordFormatErrorSchema } from '@gp/contract/payment-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import { invalidateWallet } from '../../../lib/wallet-balance';
import { messageText, walletErrorText } from '../amount-rules';
import {
  changePaymentPasswordSchema,
  setPaymentPasswordSchema,
  type ChangePaymentPasswordValues,
  type SetPaymentPasswordValues,
} from '../payment-password-schema';
import styles from './wallet.module.css';

/** A refused new password names the rule it broke (the pattern message with its bounds). */
const paymentPasswordErrorText = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiError && error.code === 'invalid_payment_password_format') {
    const rule = paymentPasswordFormatErrorSchema.safeParse(error.value);
    if (rule.success) return t(rule.data.messageKey, { min: rule.data.min, max: rule.data.max });
  }
  return walletErrorText(t, error);
};

/** The merchant's rule for the payment password and whether it is digits only (numeric keypad). */
const usePaymentPasswordRule = () => {
  const rule = useSiteInfo().register.rules.paymentPassword;
  return { rule, inputMode: rule === undefined || rule.patternId === 7 ? ('numeric' as const) : undefined };
};

interface FormProps {
  /** Called once the server stored the password (the wallet queries are already invalidated). */
  onDone: () => void;
  /** Id of the form's title (it names the form). */
  titleId: string;
}

/** The first payment password: the login password, then the new one twice (issue 14). */
export const SetPaymentPasswordForm = ({ onDone, titleId }: FormProps) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { rule, inputMode } = usePaymentPasswordRule();
  const schema = useMemo(() => setPaymentPasswordSchema(rule), [rule]);
  const form = useForm<SetPaymentPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const save = useMutation({
    mutationFn: (body: SetPaymentPasswordValues) => callApi('paymentPasswordSet', { body }),
    onSuccess: () => invalidateWallet(client),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const done = await save.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (done) onDone();
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.subTitle}>
        {t('paypw.set_title')}
      </h3>
      <p className={styles.hint}>{t('paypw.set_intro')}</p>
      <TextField
        label={t('paypw.login_password')}
        type="password"
        autoComplete="current-password"
        error={messageText(t, errors.loginPassword?.message)}
        {...form.register('loginPassword')}
      />
      <TextField
        label={t('paypw.new')}
        type="password"
        autoComplete="off"
        inputMode={inputMode}
        error={messageText(t, errors.paymentPassword?.message)}
        {...form.register('paymentPassword')}
      />
      <TextField
        label={t('paypw.confirm')}
        type="password"
        autoComplete="off"
        inputMode={inputMode}
        error={messageText(t, errors.confirmPaymentPassword?.message)}
        {...form.register('confirmPaymentPassword')}
      />
      {save.isError ? <FormAlert>{paymentPasswordErrorText(t, save.error)}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t('wallet_sending') : t('paypw.set_submit')}
      </Button>
    </form>
  );
};

/** A new payment password, proven by the current one (wrong ones count toward the lock). */
export const ChangePaymentPasswordForm = ({ onDone, titleId }: FormProps) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { rule, inputMode } = usePaymentPasswordRule();
  const schema = useMemo(() => changePaymentPasswordSchema(rule), [rule]);
  const form = useForm<ChangePaymentPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const save = useMutation({
    mutationFn: (body: ChangePaymentPasswordValues) => callApi('paymentPasswordChange', { body }),
    onSuccess: () => invalidateWallet(client),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const done = await save.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (done) onDone();
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.subTitle}>
        {t('paypw.change_title')}
      </h3>
      <TextField
        label={t('paypw.old')}
        type="password"
        autoComplete="off"
        inputMode={inputMode}
        error={messageText(t, errors.oldPaymentPassword?.message)}
        {...form.register('oldPaymentPassword')}
      />
      <TextField
        label={t('paypw.new')}
        type="password"
        autoComplete="off"
        inputMode={inputMode}
        error={messageText(t, errors.paymentPassword?.message)}
        {...form.register('paymentPassword')}
      />
      <TextField
        label={t('paypw.confirm')}
        type="password"
        autoComplete="off"
        inputMode={inputMode}
        error={messageText(t, errors.confirmPaymentPassword?.message)}
        {...form.register('confirmPaymentPassword')}
      />
      {save.isError ? <FormAlert>{paymentPasswordErrorText(t, save.error)}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t('wallet_sending') : t('paypw.change_submit')}
      </Button>
    </form>
  );
};
