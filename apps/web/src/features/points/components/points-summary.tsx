import type { PointBalanceValue, PointConfigValue } from '@gp/contract/points';
import { createContext, useContext } from 'react';
import { MoneyProgress } from '../../../components/money-progress';
import { Skeleton } from '../../../components/skeleton';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { depositRemaining, depositRequirementMet } from '../points-rules';
import styles from './points.module.css';

/** Whether a call of the summary failed (PointsSummary's `failed`). */
const SummaryFailed = createContext(false);

/**
 * A figure still on its way: a placeholder of its size, so the cards do not jump when it lands; a dash
 * once its call has failed (the page says why above the cards).
 */
const Pending = ({ width = 120 }: { width?: number }) => {
  const failed = useContext(SummaryFailed);
  return failed ? <span aria-hidden="true">—</span> : <Skeleton width={width} height={22} />;
};

/** aria-busy of a list whose figures are still loading (not once their call has failed). */
const useBusy = (loaded: boolean): true | undefined =>
  useContext(SummaryFailed) || loaded ? undefined : true;

/** The member's balance and what it has earned in all. */
const BalanceCard = ({ balance }: { balance: PointBalanceValue | undefined }) => {
  const { t } = useTranslation();
  const busy = useBusy(balance !== undefined);
  return (
    <section className={`${styles.card} ${styles.balanceCard}`} aria-labelledby="points-balance-title">
      <h2 id="points-balance-title" className={styles.cardTitle}>
        {t('points.summary_title')}
      </h2>
      <dl className={styles.figures} aria-busy={busy}>
        <div>
          <dt>{t('points.balance')}</dt>
          <dd className={styles.balance}>
            {balance ? formatMoney(balance.balance) : <Pending width={180} />}
          </dd>
        </div>
        <div>
          <dt>{t('points.earned')}</dt>
          <dd className={styles.earned}>{balance ? formatMoney(balance.earned) : <Pending />}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('points.no_expiry')}</p>
    </section>
  );
};

/** The deposit requirement: the member's own deposits against it, as figures and a bar. */
const DepositRequirement = ({ config }: { config: PointConfigValue }) => {
  const { t } = useTranslation();
  const required = config.amountRequirement;
  if (required === '0.00') return <>{t('points.deposit_none')}</>;
  const met = depositRequirementMet(config.depositTotal, required);
  return (
    <div className={styles.progress}>
      <span>{t('points.deposit_amount', { amount: formatMoney(required) })}</span>
      <MoneyProgress label={t('points.deposit_requirement')} done={config.depositTotal} required={required} />
      <span className={`${styles.progressText} ${met ? styles.met : ''}`}>
        {met
          ? t('points.deposit_met', { done: formatMoney(config.depositTotal) })
          : t('points.deposit_progress', {
              done: formatMoney(config.depositTotal),
              remaining: formatMoney(depositRemaining(config.depositTotal, required)),
            })}
      </span>
    </div>
  );
};

/** The terms of getPointConfig: the exchange ratio, the minimum and the deposit requirement. */
const TermsCard = ({ config }: { config: PointConfigValue | undefined }) => {
  const { t } = useTranslation();
  const busy = useBusy(config !== undefined);
  return (
    <section className={styles.card} aria-labelledby="points-terms-title">
      <h2 id="points-terms-title" className={styles.cardTitle}>
        {t('points.terms_title')}
      </h2>
      <dl className={styles.terms} aria-busy={busy}>
        <div>
          <dt>{t('points.exchange_ratio')}</dt>
          <dd>
            {config ? (
              t('points.exchange_ratio_value', { ratio: formatMoney(config.exchangeRatio) })
            ) : (
              <Pending />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('points.minimum')}</dt>
          <dd>
            {config ? (
              t('points.points_value', { points: formatMoney(config.pointsRequirement) })
            ) : (
              <Pending />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('points.deposit_requirement')}</dt>
          <dd>{config ? <DepositRequirement config={config} /> : <Pending width={200} />}</dd>
        </div>
      </dl>
    </section>
  );
};

/** Points per 100.00 of valid bet, per game type (translated with the lobby's category names). */
const RatesCard = ({ config }: { config: PointConfigValue | undefined }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="points-rates-title">
      <div>
        <h2 id="points-rates-title" className={styles.cardTitle}>
          {t('points.rates_title')}
        </h2>
        <p className={styles.hint}>{t('points.rates_text')}</p>
      </div>
      {!config ? (
        <Pending width={220} />
      ) : config.rates.length === 0 ? (
        <p className={styles.hint}>{t('points.rates_none')}</p>
      ) : (
        <ul className={styles.rates} aria-labelledby="points-rates-title">
          {config.rates.map((r) => (
            <li key={r.gameType}>
              <span>{t(`category_${r.gameType}`)}</span>
              <strong>{t('points.points_value', { points: formatMoney(r.rate) })}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The top of /pointMall: balance, conversion terms and earning rates, each filling in as it loads. */
export const PointsSummary = ({
  balance,
  config,
  failed,
}: {
  balance: PointBalanceValue | undefined;
  config: PointConfigValue | undefined;
  /** A call of the summary failed: what is missing shows as a dash, not as loading. */
  failed: boolean;
}) => (
  <SummaryFailed.Provider value={failed}>
    <div className={styles.summary}>
      <BalanceCard balance={balance} />
      <TermsCard config={config} />
      <RatesCard config={config} />
    </div>
  </SummaryFailed.Provider>
);
