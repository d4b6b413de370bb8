import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { Button, buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import { useMemberLink } from '../../../lib/member-links';
import { useSessionStore } from '../../../lib/session-store';
import { session } from '../../../lib/storage';
import { totalBalance, walletBalanceQuery, walletLines } from '../../../lib/wallet-balance';
import styles from './header-balance.module.css';
import { WalletBreakdown } from './wallet-breakdown';

/** Session-storage key of the show/hide choice (kept for the browser session). */
export const balanceHiddenKey = 'balanceHidden';

/**
 * The header's wallet area (spec 2.4): balance with the currency symbol, two decimals and thousands
 * separators; show/hide (remembered in session storage) and refresh; deposit and withdraw buttons.
 * The balance is the total across the main and every vendor wallet (issue 14: money moved into a
 * game's wallet is still the member's), with a breakdown per wallet when the merchant has several.
 * Trial users get the real-account dialog from deposit and withdraw (useMemberLink), and see their
 * play money instead of a balance, labelled as such and without the currency symbol: it is not money
 * (free mode, docs/decisions.md "Free play for trial users").
 */
export const HeaderBalance = () => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore((state) => state.isTrial);
  const memberLink = useMemberLink();
  const balance = useQuery(walletBalanceQuery(token));
  const [hidden, setHidden] = useState(() => session.get(balanceHiddenKey) === 'true');
  const toggle = () => {
    session.set(balanceHiddenKey, String(!hidden));
    setHidden(!hidden);
  };
  const data = balance.data;
  const value = data
    ? trial
      ? formatMoney(data.playBalance)
      : formatMoney(totalBalance(data), data.currencySymbol)
    : balance.isError
      ? '—'
      : '…';

  return (
    <div className={styles.area} data-header-balance="">
      <div className={styles.balance}>
        <span className={styles.label} id="header-balance-label">
          {t(trial ? 'play_money.balance_label' : 'balance_label')}
        </span>
        {trial ? (
          <span className="visually-hidden" id="header-play-money-note">
            {t('play_money.note')}
          </span>
        ) : null}
        <output
          className={styles.value}
          aria-labelledby="header-balance-label"
          aria-describedby={trial ? 'header-play-money-note' : undefined}
          title={trial ? t('play_money.note') : undefined}
          aria-busy={balance.isFetching}
          data-testid="header-balance"
        >
          {hidden ? '••••••' : value}
        </output>
        {data && !trial && data.wallets.length > 0 ? (
          <WalletBreakdown
            lines={walletLines(data, t('wallet_main'))}
            currencySymbol={data.currencySymbol}
            hidden={hidden}
          />
        ) : null}
        <Button
          variant="icon"
          className={styles.tool}
          aria-label={t(hidden ? 'balance_show' : 'balance_hide')}
          aria-pressed={hidden}
          onClick={toggle}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </Button>
        <Button
          variant="icon"
          className={`${styles.tool} ${styles.refresh} ${balance.isFetching ? styles.spinning : ''}`}
          aria-label={t('balance_refresh')}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <Icon name="refresh" size={18} />
        </Button>
      </div>
      <Link {...memberLink('depositv2')} className={`${buttonClassName({ size: 'sm' })} ${styles.cashier}`}>
        <Icon name="deposit" size={16} />
        {t('side_deposit')}
      </Link>
      <Link
        {...memberLink('withdraw')}
        className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.cashier}`}
      >
        <Icon name="withdraw" size={16} />
        {t('side_withdraw')}
      </Link>
    </div>
  );
};
