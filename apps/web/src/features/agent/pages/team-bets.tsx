import { useState } from 'react';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { recordGameTypes } from '../../play/records/day-range';
import { teamBetsQuery, type TeamBetsFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { ReportRange } from '../components/report-range';
import { useReportFilters } from '../hooks/use-report-filters';
import styles from '../components/agent-pages.module.css';

/**
 * personalHistoryCopy for the team (spec 2.7 team betting): every settled round of the team in a
 * range of business days, by account and game type, newest first, with totals over every match.
 */
export const TeamBetsPage = () => {
  const { t, i18n } = useTranslation();
  const { range, setRange, account, setAccount, setPageNum, filter, query } = useReportFilters();
  const [gameType, setGameType] = useState('');
  const filters: TeamBetsFilters = { ...query, ...(gameType ? { gameType } : {}) };
  const bets = useQuery(teamBetsQuery(filters));
  const title = t('agent.page_personalHistoryCopy');

  return (
    <section className={styles.card} aria-labelledby="team-bets-title">
      <div className={styles.cardHead}>
        <h2 id="team-bets-title" className={styles.cardTitle}>
          {title}
        </h2>
        <CsvButton report="bets" filters={filters} />
      </div>
      <ReportRange value={range} utcOffsetMinutes={bets.data?.utcOffsetMinutes ?? 0} onChange={setRange} />
      <div className={styles.filters}>
        <TextField
          label={t('agent.account_exact')}
          type="search"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <SelectField
          label={t('agent.game_type')}
          value={gameType}
          onChange={(e) => filter(setGameType)(e.target.value)}
        >
          <option value="">{t('agent.any')}</option>
          {recordGameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`category_${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {bets.isPending ? (
        <LoadingRows rows={5} />
      ) : bets.isError ? (
        <FormAlert>{errorText(t, bets.error)}</FormAlert>
      ) : (
        <>
          <dl className={styles.moneyFigures} aria-label={t('agent.bets_totals')}>
            {(
              [
                ['fig_bets', <>{bets.data.totals.bets.toLocaleString()}</>],
                ['fig_bet', <Money key="b" amount={bets.data.totals.bet} />],
                ['fig_validBet', <Money key="v" amount={bets.data.totals.validBet} />],
                ['fig_win', <Money key="w" amount={bets.data.totals.win} />],
                ['fig_profitLoss', <ProfitAmount key="p" amount={bets.data.totals.profitLoss} />],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={styles.figure}>
                <dt>{t(`agent.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {bets.data.content.length === 0 ? (
            <EmptyState
              title={t('agent.bets_empty')}
              text={t('agent.bets_empty_text')}
              icon="receipt"
              headingLevel={3}
            />
          ) : (
            <>
              <TableRegion label={title}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.col_time')}</th>
                    <th scope="col">{t('agent.col_account')}</th>
                    <th scope="col">{t('agent.col_game')}</th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_bet')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_validBet')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_win')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.fig_profitLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {bets.data.content.map((b) => (
                    <tr key={b.id}>
                      <td data-label={t('agent.col_time')} className={styles.nowrap}>
                        {formatDateTime(b.createdAt, i18n.language)}
                      </td>
                      <td data-label={t('agent.col_account')}>
                        <strong>{b.account}</strong>
                      </td>
                      <td data-label={t('agent.col_game')}>
                        {b.gameName}
                        <div className={styles.hint}>
                          {t(`category_${b.gameType}`, { defaultValue: b.gameType })} ·{' '}
                          {b.roundId.slice(0, 8)}
                        </div>
                      </td>
                      <td data-label={t('agent.fig_bet')} className={styles.num}>
                        <Money amount={b.bet} />
                      </td>
                      <td data-label={t('agent.fig_validBet')} className={styles.num}>
                        <Money amount={b.validBet} />
                      </td>
                      <td data-label={t('agent.fig_win')} className={styles.num}>
                        <Money amount={b.win} />
                      </td>
                      <td data-label={t('agent.fig_profitLoss')} className={styles.num}>
                        <ProfitAmount amount={b.profitLoss} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
              <Pager
                pageNum={bets.data.pageNum}
                totalPages={bets.data.totalPages}
                onChange={setPageNum}
                label={title}
              />
            </>
          )}
        </>
      )}
    </section>
  );
};
