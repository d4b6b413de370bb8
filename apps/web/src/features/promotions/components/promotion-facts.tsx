import type { Promotion } from '@gp/contract/promotions';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatMoney } from '../../../lib/format';
import styles from './promotions.module.css';

/** A promotion's offer in one line or two: the bonus, the minimum deposit, the turnover, the period. */
export const PromotionFacts = ({ promotion: p }: { promotion: Promotion }) => {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(p.fixedAmount ?? '0');
  const offer =
    p.kind === 'DEPOSIT_MATCH' || p.kind === 'CASHBACK'
      ? p.cap
        ? t(`rewards.kind_${p.kind}_${p.cashbackPeriod ?? 'DEPOSIT'}`, {
            percent: p.percent,
            cap: formatMoney(p.cap),
          })
        : t(`rewards.kind_${p.kind}_${p.cashbackPeriod ?? 'DEPOSIT'}_nocap`, { percent: p.percent })
      : t(`rewards.kind_${p.kind}`, { amount });
  const period = p.endsAt
    ? t('rewards.until', { date: formatDate(p.endsAt, i18n.language) })
    : p.startsAt && p.status === 'coming_soon'
      ? t('rewards.from', { date: formatDate(p.startsAt, i18n.language) })
      : t('rewards.ongoing');
  return (
    <ul className={styles.facts}>
      <li className={styles.offer}>{offer}</li>
      {p.minDeposit ? <li>{t('rewards.min_deposit', { amount: formatMoney(p.minDeposit) })}</li> : null}
      {p.minLoss ? <li>{t('rewards.min_loss', { amount: formatMoney(p.minLoss) })}</li> : null}
      {p.minVipLevel ? <li>{t('rewards.vip_min', { level: p.minVipLevel })}</li> : null}
      {p.turnoverMultiple > 0 ? (
        <li>
          {t(p.turnoverOf === 'BONUS' ? 'rewards.turnover_bonus' : 'rewards.turnover_both', {
            multiple: p.turnoverMultiple,
          })}
        </li>
      ) : null}
      <li>{period}</li>
    </ul>
  );
};
