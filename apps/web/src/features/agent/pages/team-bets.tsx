import type { TeamBetsValue } from '@gp/contract/agent-reports';
import { useState } from 'react';
import { TextField } from '../../../components/form-field';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { recordGameTypes } from '../../play/records/day-range';
import { teamBetsQuery, type TeamBetsFilters } from '../api/agent-queries';
import { CsvButton } from '../components/csv-button';
import { ReportRange } from '../components/report-range';
import { ReportResult, ReportTable, type ReportColumn } from '../../../components/report-table';
import { ReportCard } from '../components/report-card';
import { useReportFilters } from '../hooks/use-report-filters';
import styles from '../components/agent-pages.module.css';

type Round = TeamBetsValue['content'][number];

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
  const columns: ReportColumn<Round>[] = [
    { label: t('agent.col_time'), nowrap: true, cell: (b) => formatDateTime(b.createdAt, i18n.language) },
    { label: t('agent.col_account'), cell: (b) => <strong>{b.account}</strong> },
    {
      label: t('agent.col_game'),
      cell: (b) => (
        <>
          {b.gameName}
          <div className={styles.hint}>
            {t(`category_${b.gameType}`, { defaultValue: b.gameType })} · {b.roundId.slice(0, 8)}
          </div>
        </>
      ),
    },
    { label: t('agent.fig_bet'), numeric: true, cell: (b) => <Money amount={b.bet} /> },
    { label: t('agent.fig_validBet'), numeric: true, cell: (b) => <Money amount={b.validBet} /> },
    { label: t('agent.fig_win'), numeric: true, cell: (b) => <Money amount={b.win} /> },
    { label: t('agent.fig_profitLoss'), numeric: true, cell: (b) => <ProfitAmount amount={b.profitLoss} /> },
  ];

  return (
    <ReportCard id="team-bets-title" title={title} csv={<CsvButton report="bets" filters={filters} />}>
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
      <ReportResult query={bets}>
        {(data) => (
          <>
            <dl className={styles.moneyFigures} aria-label={t('agent.bets_totals')}>
              {(
                [
                  ['fig_bets', <>{data.totals.bets.toLocaleString()}</>],
                  ['fig_bet', <Money key="b" amount={data.totals.bet} />],
                  ['fig_validBet', <Money key="v" amount={data.totals.validBet} />],
                  ['fig_win', <Money key="w" amount={data.totals.win} />],
                  ['fig_profitLoss', <ProfitAmount key="p" amount={data.totals.profitLoss} />],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className={styles.figure}>
                  <dt>{t(`agent.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <ReportTable
              label={title}
              columns={columns}
              rows={data.content}
              rowKey={(b) => b.id}
              page={{ pageNum: data.pageNum, totalPages: data.totalPages, onChange: setPageNum }}
              empty={{ title: t('agent.bets_empty'), text: t('agent.bets_empty_text'), icon: 'receipt' }}
            />
          </>
        )}
      </ReportResult>
    </ReportCard>
  );
};
