import type { GameType } from '@gp/contract/site';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { DateRangeFields } from '../../../components/date-range-fields';
import { FormAlert } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { errorCodeOf } from '../../../lib/api-client';
import { vendorDisplayName } from '../../../lib/vendor-name';
import { localDayEnd, localDayStart, recordGameTypes } from './day-range';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { betRecordsQuery } from './records-queries';
import { PendingBets } from './pending-bets';
import { RoundCells } from './round-cells';
import { TotalsStrip } from './totals-strip';
import styles from './records.module.css';

/**
 * personalHistoryCopy (spec 2.6 bet record): the member's settled rounds, newest first, filtered by
 * date range, game type and vendor, 20 per page, with totals over every matching round. The provider
 * filter lists the merchant's vendors as the server answers them with the records.
 */
export const BetRecordsPage = () => {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [vendor, setVendor] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const records = useQuery(
    betRecordsQuery({
      from: from ? localDayStart(from) : undefined,
      to: to ? localDayEnd(to) : undefined,
      gameType: gameType || undefined,
      vendor: vendor || undefined,
      pageNum,
    }),
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNum(1);
    };
  const vendors = records.data?.vendors ?? [];
  const vendorName = (code: string) =>
    vendorDisplayName(t, { vassalage: code, displayName: vendors.find((v) => v.code === code)?.name });
  const label = t('play.records.title');

  return (
    <section className={styles.card} aria-labelledby="bet-records-title">
      <h2 id="bet-records-title" className={styles.cardTitle}>
        {label}
      </h2>
      <div className={styles.filters}>
        <DateRangeFields
          labels={{ from: t('play.filter.from'), to: t('play.filter.to') }}
          from={from}
          to={to}
          onFrom={filter(setFrom)}
          onTo={filter(setTo)}
        />
        <SelectField
          label={t('play.filter.game_type')}
          value={gameType}
          onChange={(event) => filter(setGameType)(event.target.value as GameType | '')}
        >
          <option value="">{t('play.filter.all_types')}</option>
          {recordGameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`category_${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('play.filter.vendor')}
          value={vendor}
          onChange={(event) => filter(setVendor)(event.target.value)}
        >
          <option value="">{t('play.filter.all_vendors')}</option>
          {vendors.map((option) => (
            <option key={option.code} value={option.code}>
              {vendorDisplayName(t, { vassalage: option.code, displayName: option.name })}
            </option>
          ))}
        </SelectField>
      </div>
      {records.isPending ? (
        <LoadingRows rows={5} />
      ) : records.isError ? (
        <FormAlert>{t(errorCodeOf(records.error, 'system_error'))}</FormAlert>
      ) : (
        <>
          <PendingBets bets={records.data.pending} vendorName={vendorName} />
          <TotalsStrip totals={records.data.totals} label={t('play.records.totals')} />
          {records.data.content.length === 0 ? (
            <EmptyState
              title={t('play.records.empty_title')}
              text={t('play.records.empty_text')}
              icon="receipt"
              headingLevel={3}
            />
          ) : (
            <>
              <TableRegion label={t('play.records.list')}>
                <thead>
                  <tr>
                    <th scope="col">{t('play.col.time')}</th>
                    <th scope="col">{t('play.col.game')}</th>
                    <th scope="col">{t('play.col.vendor')}</th>
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
                    <th scope="col">{t('play.col.round')}</th>
                  </tr>
                </thead>
                <tbody>
                  {records.data.content.map((record) => (
                    <tr key={record.id}>
                      <RoundCells round={record} vendorName={vendorName} />
                      <td data-label={t('play.col.bet')} className={styles.num}>
                        <Money amount={record.bet} />
                      </td>
                      <td data-label={t('play.col.valid_bet')} className={styles.num}>
                        <Money amount={record.validBet} />
                      </td>
                      <td data-label={t('play.col.win')} className={styles.num}>
                        <Money amount={record.win} />
                      </td>
                      <td data-label={t('play.col.profit')} className={styles.num}>
                        <ProfitAmount amount={record.profit} />
                      </td>
                      <td data-label={t('play.col.round')} className={styles.round}>
                        {record.roundId}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
              <Pager
                pageNum={records.data.pageNum}
                totalPages={records.data.totalPages}
                onChange={setPageNum}
                label={t('play.records.pages')}
              />
            </>
          )}
        </>
      )}
    </section>
  );
};
