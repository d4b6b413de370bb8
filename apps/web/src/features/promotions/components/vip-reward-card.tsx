import type { VipLevel, VipReward } from '@gp/contract/vip';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import styles from './promotions.module.css';
import type { VipClaim } from './use-vip-claim';

/** One VIP reward to claim: which levels it pays, the amount, its turnover, and the claim button. */
export const VipRewardCard = ({
  reward,
  levels,
  claim,
}: {
  reward: VipReward;
  levels: readonly VipLevel[];
  claim: VipClaim;
}) => {
  const { t } = useTranslation();
  const names = reward.levels.map((n) => levels.find((l) => l.level === n)?.name ?? String(n)).join(', ');
  const title = t(`rewards.vip_reward_${reward.kind}`);
  return (
    <article className={styles.card} aria-label={title}>
      <div className={`${styles.art} ${styles.vipArt}`} aria-hidden="true">
        <Icon name="crown" size={44} />
      </div>
      <div className={styles.body}>
        <span className={styles.chip}>VIP · {names}</span>
        <h3 className={styles.title}>{title}</h3>
        <ul className={styles.facts}>
          <li className={styles.offer}>{formatMoney(reward.amount)}</li>
          <li>{t('rewards.vip_turnover', { amount: formatMoney(reward.turnoverRequired) })}</li>
        </ul>
      </div>
      <div className={styles.foot}>
        <Button
          disabled={claim.busy !== null}
          aria-busy={claim.busy === reward.kind}
          onClick={() => void claim.claim(reward.kind, reward.amount)}
        >
          {t('rewards.action_claim', { amount: formatMoney(reward.amount) })}
        </Button>
      </div>
    </article>
  );
};
