import type { ContractTier } from '@gp/contract/agent-contracts';
import { Money } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './agent-pages.module.css';

/** A contract's tiers: the rate, and the period valid bet and active members that reach it. */
export const TiersList = ({ tiers, label }: { tiers: readonly ContractTier[]; label: string }) => {
  const { t } = useTranslation();
  return (
    <ol className={styles.tiers} aria-label={label}>
      {tiers.map((tier, i) => (
        <li key={i} className={styles.figure}>
          <strong className={styles.tierRate}>{tier.rate}%</strong>
          <span className={styles.hint}>
            {Number(tier.minValidBet) === 0 && tier.minActiveMembers === 0 ? (
              t('agent.tier_base')
            ) : (
              <>
                {t('agent.tier_from')} <Money amount={tier.minValidBet} /> ·{' '}
                {t('agent.tier_members', { n: tier.minActiveMembers })}
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
};
