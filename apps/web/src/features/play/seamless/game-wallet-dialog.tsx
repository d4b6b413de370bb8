import { fromMinor, toMinor } from '@gp/contract/money';
import { useQuery } from '../../../lib/query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { callApi, errorCodeOf } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import styles from './game-wallet-dialog.module.css';

interface GameWalletDialogProps {
  /** The vendor wallet the game plays from (e.g. 'PG'). */
  wallet: string;
  gameName: string;
  /**
   * 'launch': asked before the game opens (automatic transfer off), with Skip;
   * 'topUp': the game found too little in its wallet, or the player asked for a transfer.
   */
  purpose: 'launch' | 'topUp';
  /** Called after a transfer (`moved` true) or Skip / close (false). */
  onDone: (moved: boolean) => void;
}

const minorOf = (text: string) => {
  const parsed = toMinor(text);
  return parsed.ok ? parsed.minor : 0n;
};

/**
 * How much of the main wallet to move into the game's wallet (issue 14): the amount is prefilled with
 * the whole main balance, "All" puts it back in one tap; the transfer is one walletTransfer call with
 * an Idempotency-Key (a retry after a network failure never moves twice).
 */
export const GameWalletDialog = ({ wallet, gameName, purpose, onDone }: GameWalletDialogProps) => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const balance = useQuery(walletBalanceQuery(token));
  const [amount, setAmount] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const transfer = useMoneyMutation((body: { from: string; to: string; amount: string }, headers) =>
    callApi('walletTransfer', { body, headers }),
  );
  const data = balance.data;
  const main = data?.balance ?? '0.00';
  const target = data?.wallets.find((w) => w.vendorCode === wallet);
  const walletName = target?.name ?? wallet;
  const symbol = data?.currencySymbol ?? '';
  const value = amount ?? (minorOf(main) > 0n ? main : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toMinor(value);
    if (!parsed.ok) {
      setInvalid(t(parsed.code));
      return;
    }
    if (parsed.minor > minorOf(main)) {
      setInvalid(t('wallets.amount_above_main', { max: formatMoney(main, symbol) }));
      return;
    }
    setInvalid(null);
    transfer.mutate(
      { from: 'MAIN', to: wallet, amount: fromMinor(parsed.minor) },
      { onSuccess: () => onDone(true) },
    );
  };

  const title = t(purpose === 'launch' ? 'wallets.prompt_title' : 'wallets.topup_title', {
    wallet: walletName,
  });
  return (
    <Modal
      title={title}
      icon="wallet"
      size="md"
      onClose={() => onDone(false)}
      description={
        data
          ? t('wallets.prompt_text', {
              game: gameName,
              wallet: walletName,
              walletBalance: formatMoney(target?.balance ?? '0.00', symbol),
              mainBalance: formatMoney(main, symbol),
            })
          : t('loading')
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.amountRow}>
          <TextField
            label={t('wallets.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => setAmount(event.target.value)}
            error={invalid ?? undefined}
            className={styles.amount}
          />
          <Button
            variant="secondary"
            className={styles.all}
            aria-label={t('wallets.all_label', { amount: formatMoney(main, symbol) })}
            onClick={() => {
              setAmount(main);
              setInvalid(null);
            }}
            disabled={!data}
          >
            {t('wallets.all')}
          </Button>
        </div>
        {transfer.isError ? <FormAlert>{t(errorCodeOf(transfer.error, 'unknown_error'))}</FormAlert> : null}
        <div className={styles.actions}>
          {purpose === 'launch' ? (
            <Button variant="ghost" onClick={() => onDone(false)}>
              {t('wallets.skip')}
            </Button>
          ) : null}
          <Button
            type="submit"
            disabled={!data || transfer.isPending || minorOf(main) === 0n}
            aria-busy={transfer.isPending}
          >
            {transfer.isPending
              ? t('wallets.moving')
              : t(purpose === 'launch' ? 'wallets.move_and_play' : 'wallets.move')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
