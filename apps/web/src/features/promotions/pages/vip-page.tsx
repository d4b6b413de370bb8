import type { VipLevel, VipValue } from '@gp/contract/vip';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { Money } from '../../../components/money-amount';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { vipQuery } from '../api/promotion-queries';
import { MoneyProgress } from '../../../components/money-progress';
import styles from '../components/promotions.module.css';
import { useVipClaim } from '../components/use-vip-claim';
import { VipRewardCard } from '../components/vip-reward-card';

/** The member's level, and how far its cumulative bets and deposits are toward the next one. */
const VipStanding = ({ vip }: { vip: VipValue }) => {
  const { t } = useTranslation();
  const current = vip.levels.find((l) => l.level === vip.vipRankLevel);
  const next = vip.levels.find((l) => l.level === vip.nextLevel);
  return (
    <section className={styles.bonus} aria-labelledby="vip-level-title">
      <div className={styles.bonusHead}>
        <h2 id="vip-level-title" className={styles.sectionTitle}>
          {t('rewards.vip_current')}
        </h2>
        <span className={styles.bonusAmount}>
          <span>{current?.name ?? '–'}</span>{' '}
          <span className={styles.chip}>{t('rewards.vip_level', { level: vip.vipRankLevel })}</span>
        </span>
      </div>
      {next ? (
        <>
          <p className={styles.bonusMeta}>
            {t('rewards.vip_next', { name: next.name, amount: formatMoney(next.levelUpBonus) })}
          </p>
          <div className={styles.vipProgress}>
            <span>{t('rewards.vip_valid_bets')}</span>
            <span className={styles.vipFigure}>
              {formatMoney(vip.validBet)} / {formatMoney(next.minValidBet)}
            </span>
            <MoneyProgress
              label={t('rewards.vip_progress_bets', { name: next.name })}
              done={vip.validBet}
              required={next.minValidBet}
            />
            <span>{t('rewards.vip_deposits')}</span>
            <span className={styles.vipFigure}>
              {formatMoney(vip.deposit)} / {formatMoney(next.minDeposit)}
            </span>
            <MoneyProgress
              label={t('rewards.vip_progress_deposits', { name: next.name })}
              done={vip.deposit}
              required={next.minDeposit}
            />
          </div>
        </>
      ) : (
        <p className={styles.bonusMeta}>{t('rewards.vip_top')}</p>
      )}
    </section>
  );
};

/**
 * VIP (spec 2.4 "VIP if enabled", 3, 6; issue 17): the member's level and its progress, the rewards to
 * claim (level-up and monthly bonuses, with their turnover), the ladder with each level's benefits,
 * and the rewards paid.
 */
export const VipPage = () => {
  const { t, i18n } = useTranslation();
  const vip = useQuery(vipQuery(currentLanguage()));
  const claim = useVipClaim();
  const data = vip.data;
  if (vip.isPending) return <LoadingRows rows={4} />;
  if (vip.isError || !data) return <FormAlert>{errorText(t, vip.error)}</FormAlert>;
  if (!data.enabled) {
    return <EmptyState title={t('rewards.vip_off')} text={t('rewards.vip_off_text')} icon="crown" />;
  }
  const nameOf = (level: number) => data.levels.find((l) => l.level === level)?.name ?? String(level);
  const ladderColumns: ReportColumn<VipLevel>[] = [
    {
      label: t('rewards.col_level'),
      cell: (l) => (
        <span aria-current={l.level === data.vipRankLevel ? 'true' : undefined}>
          {l.name}
          {l.level === data.vipRankLevel ? <span className={styles.chip}>{t('rewards.vip_you')}</span> : null}
        </span>
      ),
    },
    { label: t('rewards.vip_valid_bets'), numeric: true, cell: (l) => <Money amount={l.minValidBet} /> },
    { label: t('rewards.vip_deposits'), numeric: true, cell: (l) => <Money amount={l.minDeposit} /> },
    { label: t('rewards.col_level_up'), numeric: true, cell: (l) => <Money amount={l.levelUpBonus} /> },
    { label: t('rewards.col_monthly'), numeric: true, cell: (l) => <Money amount={l.monthlyBonus} /> },
    { label: t('rewards.col_turnover'), numeric: true, cell: (l) => `${l.turnoverMultiple}×` },
    {
      label: t('rewards.col_rebate'),
      cell: (l) =>
        l.rebateRates.length === 0
          ? '–'
          : l.rebateRates.map((r) => `${t(`category_${r.gameType}`)} ${r.rate}%`).join(' · '),
    },
  ];
  const paidColumns: ReportColumn<VipValue['paid'][number]>[] = [
    {
      label: t('rewards.col_claimed'),
      nowrap: true,
      cell: (p) => formatDateTime(p.claimedAt, i18n.language),
    },
    {
      label: t('rewards.col_title'),
      cell: (p) => `${t(`rewards.vip_reward_${p.kind}`)}: ${nameOf(p.level)}`,
    },
    { label: t('rewards.col_bonus'), numeric: true, cell: (p) => <Money amount={p.amount} /> },
  ];

  return (
    <div className={styles.section}>
      {claim.done ? <p role="status">{claim.done}</p> : null}
      {claim.error ? <FormAlert>{claim.error}</FormAlert> : null}
      <VipStanding vip={data} />
      {data.claimable.length > 0 ? (
        <section className={styles.section} aria-labelledby="vip-claim-title">
          <h2 id="vip-claim-title" className={styles.sectionTitle}>
            {t('rewards.reward_claim_now')}
          </h2>
          <ul className={styles.grid}>
            {data.claimable.map((reward) => (
              <li key={reward.kind}>
                <VipRewardCard reward={reward} levels={data.levels} claim={claim} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="vip-ladder-title">
        <h2 id="vip-ladder-title" className={styles.sectionTitle}>
          {t('rewards.vip_ladder')}
        </h2>
        <ReportTable
          label={t('rewards.vip_ladder')}
          columns={ladderColumns}
          rows={data.levels}
          rowKey={(l) => l.level}
          empty={{ title: t('rewards.vip_off'), text: t('rewards.vip_off_text'), icon: 'crown' }}
        />
      </section>
      <section className={styles.section} aria-labelledby="vip-paid-title">
        <h2 id="vip-paid-title" className={styles.sectionTitle}>
          {t('rewards.vip_paid')}
        </h2>
        <ReportTable
          label={t('rewards.vip_paid')}
          columns={paidColumns}
          rows={data.paid}
          rowKey={(p) => `${p.kind}-${p.level}-${p.claimedAt}`}
          empty={{ title: t('rewards.vip_paid_empty'), text: t('rewards.vip_paid_empty_text'), icon: 'gift' }}
        />
      </section>
    </div>
  );
};
