import type { SportsBet } from '@gp/contract/demo-sports';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { marketLabel, selectionLabel } from './sports-text';
import styles from './sportsbook.module.css';

type Tone = 'open' | 'won' | 'lost' | 'void';

/** A bet's state in words and its tone: open, paid (what), lost, void (stake back), not accepted. */
const stateOf = (bet: SportsBet): { key: string; tone: Tone; amount?: string } => {
  if (bet.status === 'open' || bet.status === 'placing')
    return { key: 'sports.bets.state.open', tone: 'open' };
  if (bet.status === 'void')
    return { key: 'sports.bets.state.void', tone: 'void', amount: bet.payout ?? bet.stake };
  if (bet.status === 'refused') return { key: 'sports.bets.state.refused', tone: 'void' };
  const paid = bet.payout !== null && Number(bet.payout) > 0;
  return paid
    ? { key: 'sports.bets.state.paid', tone: 'won', amount: bet.payout! }
    : { key: 'sports.bets.state.lost', tone: 'lost' };
};

const marketKind = (key: string) => key.split(':')[0] as '1x2' | 'winner' | 'handicap' | 'total';
const marketLine = (key: string) => key.split(':')[1] ?? null;

const BetCard = ({ bet }: { bet: SportsBet }) => {
  const { t, i18n } = useTranslation();
  const state = stateOf(bet);
  return (
    <li className={styles.bet} data-tone={state.tone}>
      <div className={styles.betTop}>
        <span className={styles.betKind}>
          {bet.kind === 'single'
            ? t('sports.bets.single')
            : t('sports.bets.accumulator', { count: bet.legs.length })}
        </span>
        <span className={styles.betState} data-tone={state.tone}>
          {t(state.key, { amount: formatMoney(state.amount ?? '0.00') })}
        </span>
      </div>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => {
          const market = { kind: marketKind(leg.market), line: marketLine(leg.market) };
          return (
            <li key={`${leg.fixtureId}:${leg.market}`} className={styles.leg}>
              <span className={styles.legPick}>
                {selectionLabel(t, leg, market, leg.selection)}{' '}
                <span className={styles.legOdds}>@ {leg.odds}</span>
              </span>
              <span className={styles.legFixture}>
                {leg.home} v {leg.away} · {marketLabel(t, market.kind)} {market.line ?? ''}
              </span>
              {leg.outcome ? (
                <span className={styles.legResult} data-outcome={leg.outcome}>
                  {leg.result === 'cancelled'
                    ? t('sports.bets.called_off')
                    : t('sports.bets.result', { score: leg.result ?? '' })}{' '}
                  · {t(`sports.outcome.${leg.outcome}`)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className={styles.betFigures}>
        <div>
          <dt>{t('sports.bets.stake')}</dt>
          <dd>{formatMoney(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('sports.bets.odds')}</dt>
          <dd>{bet.odds}</dd>
        </div>
        <div>
          <dt>{t(bet.status === 'open' ? 'sports.bets.potential' : 'sports.bets.payout')}</dt>
          <dd>{formatMoney(bet.status === 'open' ? bet.potential : (bet.payout ?? '0.00'))}</dd>
        </div>
      </dl>
      <p className={styles.betTime}>
        {t('sports.bets.placed_at', { time: formatDateTime(bet.placedAt, i18n.language || undefined) })}
      </p>
    </li>
  );
};

/** The player's bets on this book: open ones (waiting for their matches) and the latest settled. */
export const MyBets = ({ open, settled }: { open: readonly SportsBet[]; settled: readonly SportsBet[] }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.myBets}>
      <section aria-labelledby="sports-open-bets">
        <h2 id="sports-open-bets" className={styles.sectionTitle}>
          {t('sports.bets.open_title')}
        </h2>
        {open.length === 0 ? (
          <p className={styles.empty}>{t('sports.bets.open_empty')}</p>
        ) : (
          <ul className={styles.betList}>
            {open.map((bet) => (
              <BetCard key={bet.betId} bet={bet} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sports-settled-bets">
        <h2 id="sports-settled-bets" className={styles.sectionTitle}>
          {t('sports.bets.settled_title')}
        </h2>
        {settled.length === 0 ? (
          <p className={styles.empty}>{t('sports.bets.settled_empty')}</p>
        ) : (
          <ul className={styles.betList}>
            {settled.map((bet) => (
              <BetCard key={bet.betId} bet={bet} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
