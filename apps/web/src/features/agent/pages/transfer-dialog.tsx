import { zodResolver } from '@hookform/resolvers/zod';
import type { Downline } from '@gp/contract/agent';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { amountRule, messageText } from '../../../lib/amount-rules';
import { errorText } from '../../../lib/error-text';
import { ApiError, callApi } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useQueryClient } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { agentKey } from '../api/agent-queries';
import styles from '../components/agent-pages.module.css';

const transferSchema = z.object({
  amount: amountRule(),
  paymentPassword: z.string().trim().min(1, 'wallet_payment_password_required'),
});
type TransferForm = z.infer<typeof transferSchema>;

/**
 * Transfer to a downline (spec 2.7): an amount from the agent's main wallet to anyone in its team,
 * confirmed by the payment password. It stays open on a refusal (wrong password, balance) with the
 * reason, and says where to set a payment password when the agent has none.
 */
export const TransferDialog = ({
  downline,
  onClose,
  onDone,
}: {
  downline: Downline;
  onClose: () => void;
  onDone: (amount: string) => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<TransferForm>({
    resolver: zodResolver(transferSchema),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const transfer = useMoneyMutation(
    (body: { account: string; amount: string; paymentPassword: string }, headers) =>
      callApi('transferDownline', { body, headers }),
  );
  const submit = form.handleSubmit(async (values) => {
    const amount = values.amount.trim();
    const result = await transfer
      .mutateAsync({ account: downline.account, amount, paymentPassword: values.paymentPassword })
      .catch(() => null);
    if (!result) return;
    void client.invalidateQueries({ queryKey: agentKey });
    onDone(amount);
  });
  const noPassword = transfer.error instanceof ApiError && transfer.error.code === 'payment_password_not_set';

  return (
    <Modal
      title={t('agent.transfer_title')}
      description={t('agent.transfer_text', {
        name: downline.account,
        balance: formatMoney(downline.balance),
      })}
      icon="transfer"
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('wallet_amount')}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          error={messageText(t, form.formState.errors.amount?.message)}
          {...form.register('amount')}
        />
        <TextField
          label={t('wallet_payment_password')}
          type="password"
          autoComplete="off"
          error={messageText(t, form.formState.errors.paymentPassword?.message)}
          {...form.register('paymentPassword')}
        />
        {transfer.isError ? (
          <FormAlert>
            {errorText(t, transfer.error)}{' '}
            {noPassword ? (
              <Link to="/member?page=securityCenter">{t('agent.set_payment_password')}</Link>
            ) : null}
          </FormAlert>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending}>
            {transfer.isPending ? t('wallet_sending') : t('agent.transfer_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
