import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { isEmbedded, postToEmbedder } from '../game-messages';
import styles from './demo-game.module.css';

const isVendorWallet = (wallet: string | null): wallet is string => wallet !== null && wallet !== 'MAIN';

/**
 * A refused stake, translated. Not enough money names the wallet the game plays from (issue 14: "PG
 * wallet", not just "balance") and, inside the platform's frame, offers a transfer into it.
 */
export const GameError = ({ code, wallet }: { code: string; wallet: string | null }) => {
  const { t } = useTranslation();
  const text =
    code !== 'insufficient_balance'
      ? t(code)
      : isVendorWallet(wallet)
        ? t('play.slot.insufficient_wallet', { wallet })
        : t('play.slot.insufficient');
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      {code === 'insufficient_balance' && isVendorWallet(wallet) && isEmbedded() ? (
        <Button variant="primary" size="sm" onClick={() => postToEmbedder('transfer')}>
          {t('play.slot.transfer_offer', { wallet })}
        </Button>
      ) : null}
    </div>
  );
};
