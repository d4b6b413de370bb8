import { zodResolver } from '@hookform/resolvers/zod';
import type { PointConfigValue } from '@gp/contract/points';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { messageText } from '../../../lib/amount-rules';
import { formatMoney } from '../../../lib/format';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { convertPoints } from '../api/points-queries';
import { cashForPoints, convertSchema, type ConvertForm as Values } from '../points-rules';
import { PaymentPasswordGuide, RefusalAlert } from './payment-password-guide';
import styles from './points.module.css';

interface ConvertFormProps {
  config: PointConfigValue;
  balance: string;
  /** From the withdrawal info; undefined while it loads or if it failed (the server then decides). */
  hasPaymentPassword: boolean | undefined;
}

/**
 * "Convert points to cash": the points, a live preview of the cash they pay at the exchange ratio
 * (rounded down to the cent, as the server pays it), the payment password. A refusal stays next to
 * the form, translated; the balances refresh once the call settles (useMoneyMutation).
 */
export const ConvertForm = ({ config, balance, hasPaymentPassword }: ConvertFormProps) => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(
    () => convertSchema({ min: config.pointsRequirement, balance }),
    [config.pointsRequirement, balance],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const typed = useWatch({ control: form.control, name: 'points' });
  const preview = cashForPoints(typed, config.exchangeRatio);
  const convert = useMoneyMutation(convertPoints);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const result = await convert
      .mutateAsync({ points: values.points.trim(), paymentPassword: values.paymentPassword })
      .catch(() => null);
    if (!result) return;
    setDone(
      t('points.convert_done', { points: formatMoney(result.points), amount: formatMoney(result.amount) }),
    );
    form.reset({ points: '', paymentPassword: '' });
  });

  return (
    <section className={styles.card} aria-labelledby="points-convert-title">
      <div>
        <h2 id="points-convert-title" className={styles.sectionTitle}>
          {t('points.convert_title')}
        </h2>
        <p className={styles.hint}>
          {t('points.convert_text', { ratio: formatMoney(config.exchangeRatio) })}
        </p>
      </div>
      <form
        className={styles.convertForm}
        aria-labelledby="points-convert-title"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t('points.convert_points')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('points.convert_placeholder', { min: formatMoney(config.pointsRequirement) })}
          error={messageText(t, errors.points?.message)}
          {...form.register('points')}
        />
        {hasPaymentPassword === false ? null : (
          <TextField
            label={t('wallet_payment_password')}
            type="password"
            autoComplete="off"
            error={messageText(t, errors.paymentPassword?.message)}
            {...form.register('paymentPassword')}
          />
        )}
        <p className={`${styles.preview} ${styles.wide}`} aria-live="polite">
          <span>{t('points.convert_preview')}</span>
          <span className={styles.previewAmount}>{formatMoney(preview ?? '0.00')}</span>
        </p>
        {hasPaymentPassword === false ? (
          <div className={styles.wide}>
            <PaymentPasswordGuide />
          </div>
        ) : (
          <div className={`${styles.submitRow} ${styles.wide}`}>
            <Button type="submit" disabled={convert.isPending} aria-busy={convert.isPending}>
              {convert.isPending ? t('wallet_sending') : t('points.convert_submit')}
            </Button>
          </div>
        )}
        {convert.isError ? (
          <div className={styles.wide}>
            <RefusalAlert error={convert.error} />
          </div>
        ) : null}
        {done ? (
          <p role="status" className={`${styles.success} ${styles.wide}`}>
            {done}
          </p>
        ) : null}
      </form>
    </section>
  );
};
