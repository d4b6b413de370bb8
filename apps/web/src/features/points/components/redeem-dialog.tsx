import { zodResolver } from '@hookform/resolvers/zod';
import type { PointReward, RedeemOrder } from '@gp/contract/points';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageText } from '../../../lib/amount-rules';
import { formatMoney } from '../../../lib/format';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { redeemReward } from '../api/points-queries';
import { deliveryLengths, pointsAfter, redeemSchema, type RedeemForm } from '../points-rules';
import { PaymentPasswordGuide, RefusalAlert } from './payment-password-guide';
import { RedeemStatusBadge } from './redeem-status';
import styles from './points.module.css';

/** What became of the order: cash and bonus rewards pass at once, a physical one waits (applying). */
const resultKey = (order: RedeemOrder): string =>
  order.status === 'passed'
    ? `points.result_passed_${order.kind}`
    : order.status === 'applying'
      ? 'points.result_applying'
      : 'points.result_rejected';

const OrderResult = ({
  order,
  onShowHistory,
  onClose,
}: {
  order: RedeemOrder;
  onShowHistory: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.result}>
      <p role="status" className={styles.result}>
        <RedeemStatusBadge status={order.status} />
        <span>
          {t(resultKey(order), { amount: formatMoney(order.amount ?? '0.00'), name: order.rewardName })}
        </span>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onShowHistory}>
          {t('points.view_history')}
        </Button>
        <Button onClick={onClose}>{t('points.done')}</Button>
      </div>
    </div>
  );
};

/**
 * Redeeming one reward: what it costs and leaves, a delivery address for a physical reward (the
 * contract's lengths, checked here first), the payment password. Refusals stay in the dialog,
 * translated; on success it shows the order's status, and the balance, stock, orders and details
 * refresh (useMoneyMutation invalidates the wallet's keys, the points' among them).
 */
export const RedeemDialog = ({
  reward,
  balance,
  hasPaymentPassword,
  onClose,
  onShowHistory,
}: {
  reward: PointReward;
  balance: string | undefined;
  hasPaymentPassword: boolean | undefined;
  onClose: () => void;
  onShowHistory: () => void;
}) => {
  const { t } = useTranslation();
  const physical = reward.kind === 'PHYSICAL';
  const schema = useMemo(() => redeemSchema(physical), [physical]);
  const form = useForm<RedeemForm>({
    resolver: zodResolver(schema),
    defaultValues: { paymentPassword: '', delivery: { name: '', phone: '', address: '' } },
  });
  const redeem = useMoneyMutation(redeemReward);
  const { errors } = form.formState;
  const points = formatMoney(reward.points);

  const submit = form.handleSubmit(async (values) => {
    await redeem
      .mutateAsync({
        rewardId: reward.id,
        paymentPassword: values.paymentPassword,
        ...(physical ? { delivery: values.delivery } : {}),
        language: currentLanguage(),
      })
      .catch(() => null);
  });

  // Once redeemed, the balance the server answered; before, what this reward would leave.
  const description = redeem.data
    ? t('points.dialog_balance_now', { balance: formatMoney(redeem.data.balance) })
    : balance
      ? t('points.dialog_cost_after', { points, after: formatMoney(pointsAfter(balance, reward.points)) })
      : t('points.dialog_cost', { points });

  return (
    <Modal
      title={t('points.dialog_title', { name: reward.name })}
      description={description}
      icon="gift"
      size="md"
      onClose={onClose}
    >
      {redeem.data ? (
        <OrderResult order={redeem.data.order} onShowHistory={onShowHistory} onClose={onClose} />
      ) : (
        <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
          {physical ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('points.delivery_title')}</legend>
              <TextField
                label={t('points.delivery_name')}
                autoComplete="name"
                maxLength={deliveryLengths.name.max}
                error={messageText(t, errors.delivery?.name?.message)}
                {...form.register('delivery.name')}
              />
              <TextField
                label={t('points.delivery_phone')}
                type="tel"
                autoComplete="tel"
                maxLength={deliveryLengths.phone.max}
                error={messageText(t, errors.delivery?.phone?.message)}
                {...form.register('delivery.phone')}
              />
              <TextField
                label={t('points.delivery_address')}
                autoComplete="street-address"
                maxLength={deliveryLengths.address.max}
                error={messageText(t, errors.delivery?.address?.message)}
                {...form.register('delivery.address')}
              />
            </fieldset>
          ) : null}
          {hasPaymentPassword === false ? (
            <PaymentPasswordGuide />
          ) : (
            <TextField
              label={t('wallet_payment_password')}
              type="password"
              autoComplete="off"
              error={messageText(t, errors.paymentPassword?.message)}
              {...form.register('paymentPassword')}
            />
          )}
          {redeem.isError ? <RefusalAlert error={redeem.error} /> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            {hasPaymentPassword === false ? null : (
              <Button type="submit" disabled={redeem.isPending} aria-busy={redeem.isPending}>
                {redeem.isPending ? t('wallet_sending') : t('points.redeem_submit', { points })}
              </Button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
};
