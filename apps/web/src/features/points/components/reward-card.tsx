import { cdnUrl } from '@gp/contract/cdn-url';
import type { PointReward, RewardKind } from '@gp/contract/points';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { useSiteStore } from '../../../lib/site-store';
import { canAfford } from '../points-rules';
import styles from './points.module.css';

const kindIcons: Record<RewardKind, IconName> = { CASH: 'wallet', BONUS: 'gift', PHYSICAL: 'trophy' };

/** What the reward pays: its cash or bonus amount, or a parcel. */
const RewardValue = ({ reward }: { reward: PointReward }) => {
  const { t } = useTranslation();
  if (reward.kind === 'PHYSICAL' || reward.amount === null) return <>{t('points.physical_gift')}</>;
  const amount = formatMoney(reward.amount);
  return <>{t(reward.kind === 'BONUS' ? 'points.amount_bonus' : 'points.amount_cash', { amount })}</>;
};

/**
 * One reward of the catalogue: picture, kind, name, description, what it pays, a bonus's turnover,
 * the stock left, and its cost beside the redeem button. Out of stock, or beyond the member's points,
 * the button is disabled and says why.
 */
export const RewardCard = ({
  reward,
  balance,
  onRedeem,
}: {
  reward: PointReward;
  /** The member's points; undefined while they load (nothing is refused on a guess). */
  balance: string | undefined;
  onRedeem: (reward: PointReward) => void;
}) => {
  const { t } = useTranslation();
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const titleId = `point-reward-${reward.id}`;
  const soldOut = reward.stock === 0;
  const short = balance !== undefined && !canAfford(balance, reward.points);
  return (
    <article className={styles.reward} aria-labelledby={titleId} data-unavailable={soldOut ? '' : undefined}>
      <div className={styles.art} aria-hidden="true">
        {reward.imageUrl ? (
          <img
            src={cdnUrl(imageCdn, reward.imageUrl)}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Icon name={kindIcons[reward.kind]} size={40} />
        )}
      </div>
      <div className={styles.rewardBody}>
        <span className={styles.kind}>{t(`points.kind_${reward.kind}`)}</span>
        <h3 id={titleId} className={styles.rewardName}>
          {reward.name}
        </h3>
        {reward.description ? <p className={styles.description}>{reward.description}</p> : null}
        <ul className={styles.facts}>
          <li className={styles.value}>
            <RewardValue reward={reward} />
          </li>
          {reward.kind === 'BONUS' && reward.turnoverMultiple !== null ? (
            <li>{t('points.turnover', { multiple: reward.turnoverMultiple })}</li>
          ) : null}
          <li>
            {reward.stock === null
              ? t('points.stock_unlimited')
              : soldOut
                ? t('points.out_of_stock')
                : t('points.stock_left', { count: reward.stock })}
          </li>
        </ul>
      </div>
      <div className={styles.rewardFoot}>
        <span className={styles.cost}>
          {t('points.points_value', { points: formatMoney(reward.points) })}
        </span>
        <Button
          size="sm"
          disabled={soldOut || short}
          aria-label={
            soldOut
              ? `${t('points.out_of_stock')}: ${reward.name}`
              : short
                ? `${t('points.not_enough')}: ${reward.name}`
                : t('points.redeem_named', { name: reward.name })
          }
          onClick={() => onRedeem(reward)}
        >
          {soldOut ? t('points.out_of_stock') : short ? t('points.not_enough') : t('points.redeem')}
        </Button>
      </div>
    </article>
  );
};
