import { zodResolver } from '@hookform/resolvers/zod';
import { paymentPasswordFormatErrorSchema } from '@gp/contract/payment-password';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import type { Translate } from '../../../i18n/translator';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import { invalidateWallet } from '../../../lib/wallet-balance';
import { messageText, walletErrorText } from '../../../lib/amount-rules';
import { paymentPasswordFormSchema, type PaymentPasswordFormValues } from '../payment-password-schema';
import styles from './wallet.module.css';

/** A refused new password names the rule it broke (the pattern message with its bounds). */
const paymentPasswordErrorText = (t: Translate, error: unknown): string => {
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

/** What differs between setting the first payment password and changing it. */
const variants = {
  /** The first payment password: the login password, then the new one twice (issue 14). */
  set: {
    proofLabel: 'paypw.login_password',
    proofMissing: 'paypw.enter_login',
    proofIsPaymentPassword: false,
    title: 'paypw.set_title',
    intro: 'paypw.set_intro',
    submit: 'paypw.set_submit',
  },
  /** A new payment password, proven by the current one (wrong ones count toward the lock). */
  change: {
    proofLabel: 'paypw.old',
    proofMissing: 'paypw.enter_old',
    proofIsPaymentPassword: true,
    title: 'paypw.change_title',
    intro: undefined,
    submit: 'paypw.change_submit',
  },
} as const;

const savePaymentPassword = (variant: keyof typeof variants, values: PaymentPasswordFormValues) => {
  const { proof, paymentPassword, confirmPaymentPassword } = values;
  return variant === 'set'
    ? callApi('paymentPasswordSet', {
        body: { loginPassword: proof, paymentPassword, confirmPaymentPassword },
      })
    : callApi('paymentPasswordChange', {
        body: { oldPaymentPassword: proof, paymentPassword, confirmPaymentPassword },
      });
};

const PaymentPasswordForm = ({
  variant,
  onDone,
  titleId,
}: FormProps & { variant: keyof typeof variants }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { rule, inputMode } = usePaymentPasswordRule();
  const copy = variants[variant];
  const schema = useMemo(() => paymentPasswordFormSchema(rule, copy.proofMissing), [rule, copy]);
  const form = useForm<PaymentPasswordFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { proof: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const save = useMutation({
    mutationFn: (values: PaymentPasswordFormValues) => savePaymentPassword(variant, values),
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
        {t(copy.title)}
      </h3>
      {copy.intro ? <p className={styles.hint}>{t(copy.intro)}</p> : null}
      <TextField
        label={t(copy.proofLabel)}
        type="password"
        autoComplete={copy.proofIsPaymentPassword ? 'off' : 'current-password'}
        inputMode={copy.proofIsPaymentPassword ? inputMode : undefined}
        error={messageText(t, errors.proof?.message)}
        {...form.register('proof')}
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
        {save.isPending ? t('wallet_sending') : t(copy.submit)}
      </Button>
    </form>
  );
};

export const SetPaymentPasswordForm = (props: FormProps) => <PaymentPasswordForm variant="set" {...props} />;
export const ChangePaymentPasswordForm = (props: FormProps) => (
  <PaymentPasswordForm variant="change" {...props} />
);
