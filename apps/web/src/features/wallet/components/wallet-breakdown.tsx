import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import type { WalletLine } from '../../../lib/wallet-balance';
import styles from './wallet-breakdown.module.css';

/**
 * The header total's breakdown (issue 14): a disclosure listing every wallet with its balance, so a
 * transfer into a game's wallet never looks like money lost. Escape or a click outside closes it.
 */
export const WalletBreakdown = ({
  lines,
  currencySymbol,
  hidden,
}: {
  lines: readonly WalletLine[];
  currencySymbol: string;
  hidden: boolean;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <Button
        ref={toggle}
        variant="icon"
        className={styles.toggle}
        aria-label={t('wallets.breakdown_toggle')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevronDown" size={16} />
      </Button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.heading}>{t('wallets.breakdown_title')}</p>
        <ul className={styles.list} aria-label={t('wallets.breakdown_title')}>
          {lines.map((line) => (
            <li key={line.code} className={styles.row} data-wallet={line.code}>
              <span>{line.name}</span>
              <span className={styles.amount}>
                {hidden ? '••••••' : formatMoney(line.balance, currencySymbol)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
