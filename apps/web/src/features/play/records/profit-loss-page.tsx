import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { DateRangeFields } from '../../../components/date-range-fields';
import { FormAlert } from '../../../components/form-field';
import { errorCodeOf } from '../../../lib/api-client';
import { localDayEnd, localDayStart } from './day-range';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { profitLossQuery, viewerOffsetMinutes, type ProfitPeriod } from './records-queries';
import { TotalsStrip } from './totals-strip';
import styles from './records.module.css';

const periods: ProfitPeriod[] = ['today', 'yesterday', 'last7days', 'thisMonth', 'range'];

/** The last instant of a `to`-exclusive period, as a date in the viewer's language. */
const periodText = (from: string, to: string, locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const last = new Date(Date.parse(to) - 1);
  const first = format.format(new Date(from));
  const end = format.format(last);
  return first === end ? first : `${first} – ${end}`;
};

/**
 * personalProfit (spec 2.6 personal profit and loss): bet, valid bet, win and profit for today,
 * yesterday, the last 7 days, this month or a chosen range (days in the viewer's time zone), with the
 * per-game-type breakdown.
 */
export const ProfitLossPage = () => {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const rangeReady = period !== 'range' || (from !== '' && to !== '');
  const query = useQuery({
    ...profitLossQuery({
      period,
      from: period === 'range' && from ? localDayStart(from) : undefined,
      to: period === 'range' && to ? localDayEnd(to) : undefined,
      tzOffsetMinutes: viewerOffsetMinutes(),
    }),
    enabled: rangeReady,
  });

  return (
    <section className={styles.card} aria-labelledby="profit-title">
      <h2 id="profit-title" className={styles.cardTitle}>
        {t('play.profit.title')}
      </h2>
      <div className={styles.periods} role="group" aria-label={t('play.profit.period')}>
        {periods.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.period}
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
          >
            {t(`play.profit.period_${value}`)}
          </button>
        ))}
      </div>
      {period === 'range' ? (
        <div className={styles.filters}>
          <DateRangeFields
            labels={{ from: t('play.filter.from'), to: t('play.filter.to') }}
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
          />
        </div>
      ) : null}
      {!rangeReady ? (
        <p className={styles.hint}>{t('play.profit.pick_range')}</p>
      ) : query.isPending ? (
        <LoadingRows rows={4} />
      ) : query.isError ? (
        <FormAlert>{t(errorCodeOf(query.error, 'system_error'))}</FormAlert>
      ) : (
        <>
          <p className={styles.hint}>{periodText(query.data.from, query.data.to, i18n.language)}</p>
          <TotalsStrip totals={query.data.totals} label={t('play.profit.totals')} />
          {query.data.byGameType.length === 0 ? (
            <EmptyState
              title={t('play.profit.empty_title')}
              text={t('play.profit.empty_text')}
              icon="chart"
              headingLevel={3}
            />
          ) : (
            <TableRegion label={t('play.profit.by_type')}>
              <thead>
                <tr>
                  <th scope="col">{t('play.col.game_type')}</th>
                  <th scope="col" className={styles.num}>
                    {t('play.col.rounds')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('play.col.bet')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('play.col.valid_bet')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('play.col.win')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('play.col.profit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.byGameType.map((row) => (
                  <tr key={row.gameType}>
                    <th scope="row" data-label={t('play.col.game_type')}>
                      {t(`category_${row.gameType}`, { defaultValue: row.gameType })}
                    </th>
                    <td data-label={t('play.col.rounds')} className={styles.num}>
                      {row.rounds.toLocaleString()}
                    </td>
                    <td data-label={t('play.col.bet')} className={styles.num}>
                      <Money amount={row.bet} />
                    </td>
                    <td data-label={t('play.col.valid_bet')} className={styles.num}>
                      <Money amount={row.validBet} />
                    </td>
                    <td data-label={t('play.col.win')} className={styles.num}>
                      <Money amount={row.win} />
                    </td>
                    <td data-label={t('play.col.profit')} className={styles.num}>
                      <ProfitAmount amount={row.profit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}
        </>
      )}
    </section>
  );
};
