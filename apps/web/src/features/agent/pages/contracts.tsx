import type { Contract, ContractKind } from '@gp/contract/agent-contracts';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Checkbox, FormAlert } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useQuery, useQueryClient } from '../../../lib/query';
import { agentKey, answerContract, contractRecordsQuery } from '../api/agent-queries';
import { ContractOfferForm } from '../components/contract-offer-form';
import { TiersList } from '../components/contract-tiers';
import { ReportTable } from '../../../components/report-table';
import { useSettlementColumns } from '../components/settlement-table';
import styles from '../components/agent-pages.module.css';

type Action = 'sign' | 'reject' | 'terminate';
interface Warning {
  contract: Contract;
  ends: { id: number; agent: string; rate: string }[];
}

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary (spec 2.7, 4.10):
 * the agent's contract of one kind, offers waiting for its answer, the contracts it gave its direct
 * sub-agents (and a new offer), and the settled periods with what each paid.
 */
export const ContractPage = ({ kind }: { kind: ContractKind }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning | null>(null);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [withEmptyPeriods, setWithEmptyPeriods] = useState(false);
  const data = useQuery(contractRecordsQuery(kind, pageNum, !withEmptyPeriods));
  const settlementColumns = useSettlementColumns(data.data?.utcOffsetMinutes ?? 0);
  const title = t(`agent.contract_title_${kind}`);

  const act = async (contract: Contract, action: Action, confirmTerminations?: number[]) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await answerContract({
        id: contract.id,
        action,
        ...(confirmTerminations ? { confirmTerminations } : {}),
      });
      setWarning(null);
      setEnding(null);
      setDone(t(`agent.contract_done_${action}`));
      void client.invalidateQueries({ queryKey: agentKey });
    } catch (failure) {
      const ends =
        (failure instanceof ApiError && failure.code === 'contract_terminates_downline'
          ? (failure.value as { contracts?: Warning['ends'] } | undefined)?.contracts
          : undefined) ?? null;
      if (ends) setWarning({ contract, ends });
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (data.isPending) return <LoadingRows rows={4} />;
  if (data.isError) return <FormAlert>{errorText(t, data.error)}</FormAlert>;
  const v = data.data;

  return (
    <div className={styles.stack}>
      {done ? (
        <p role="status" className={styles.done}>
          {done}
        </p>
      ) : null}
      {error ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
      {v.offers.length > 0 ? (
        <section className={styles.card} aria-labelledby="contract-offers-title">
          <h2 id="contract-offers-title" className={styles.cardTitle}>
            {t('agent.contract_offers')}
          </h2>
          {v.offers.map((offer) => (
            <div key={offer.id} className={styles.stack}>
              <p>
                {t('agent.contract_offer_from', {
                  name: offer.upline,
                  date: formatDateTime(offer.offeredAt, i18n.language),
                })}
              </p>
              <TiersList
                tiers={offer.tiers}
                label={t('agent.contract_offer_tiers', { name: offer.upline })}
              />
              <div className={styles.linkRow}>
                <Button size="sm" disabled={busy} onClick={() => void act(offer, 'sign')}>
                  {t('agent.contract_sign')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void act(offer, 'reject')}
                >
                  {t('agent.contract_reject')}
                </Button>
              </div>
            </div>
          ))}
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="contract-current-title">
        <h2 id="contract-current-title" className={styles.cardTitle}>
          {title}
        </h2>
        {!v.enabled ? <p className={styles.hint}>{t('agent.contract_disabled')}</p> : null}
        {v.current ? (
          <div className={styles.stack}>
            <p className={styles.hint}>
              {t(`agent.contract_period_${v.current.period}`)} ·{' '}
              {t('agent.contract_signed_on', { date: formatDate(v.current.signedAt!, i18n.language) })} ·{' '}
              {v.current.upline
                ? t('agent.contract_from', { name: v.current.upline })
                : t('agent.contract_from_operator')}
            </p>
            <TiersList tiers={v.current.tiers} label={t('agent.contract_tiers')} />
            {v.current.upline ? (
              <div className={styles.linkRow}>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEnding(v.current)}>
                  {t('agent.contract_terminate')}
                </Button>
              </div>
            ) : null}
          </div>
        ) : (
          <EmptyState
            title={t('agent.contract_none')}
            text={t('agent.contract_none_text')}
            icon="crown"
            headingLevel={3}
          />
        )}
      </section>

      <section className={styles.card} aria-labelledby="contract-given-title">
        <h2 id="contract-given-title" className={styles.cardTitle}>
          {t('agent.contract_given')}
        </h2>
        {v.given.length === 0 ? (
          <p className={styles.hint}>{t('agent.contract_given_none')}</p>
        ) : (
          <TableRegion label={t('agent.contract_given')}>
            <thead>
              <tr>
                <th scope="col">{t('agent.col_account')}</th>
                <th scope="col">{t('agent.status')}</th>
                <th scope="col">{t('agent.contract_tiers')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('agent.col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {v.given.map((c) => (
                <tr key={c.id}>
                  <td data-label={t('agent.col_account')}>
                    <strong>{c.agent}</strong>
                  </td>
                  <td data-label={t('agent.status')}>{t(`agent.contract_status_${c.status}`)}</td>
                  <td data-label={t('agent.contract_tiers')}>
                    {c.tiers.map((tier) => `${tier.rate}%`).join(' / ')}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => setEnding(c)}
                      aria-label={
                        c.status === 'OFFERED'
                          ? t('agent.contract_withdraw_for', { name: c.agent })
                          : t('agent.contract_terminate_for', { name: c.agent })
                      }
                    >
                      {c.status === 'OFFERED' ? t('agent.contract_withdraw') : t('agent.contract_terminate')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
        {v.current && v.enabled ? (
          <ContractOfferForm
            kind={kind}
            own={v.current}
            onOffered={(name) => {
              setDone(t('agent.contract_offered', { name }));
              void client.invalidateQueries({ queryKey: agentKey });
            }}
          />
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="contract-records-title">
        <div className={styles.cardHead}>
          <h2 id="contract-records-title" className={styles.cardTitle}>
            {t('agent.contract_records')}
          </h2>
          <Checkbox
            label={t('agent.contract_records_with_empty')}
            checked={withEmptyPeriods}
            onChange={(event) => {
              setWithEmptyPeriods(event.target.checked);
              setPageNum(1);
            }}
          />
        </div>
        <ReportTable
          label={t('agent.contract_records')}
          columns={settlementColumns}
          rows={v.records}
          rowKey={(r) => r.id}
          page={{ pageNum: v.pageNum, totalPages: v.totalPages, onChange: setPageNum }}
          empty={
            withEmptyPeriods
              ? {
                  title: t('agent.contract_records_none'),
                  text: t('agent.contract_records_none_text'),
                  icon: 'receipt',
                }
              : {
                  title: t('agent.contract_records_none_active'),
                  text: t('agent.contract_records_none_active_text'),
                  icon: 'receipt',
                }
          }
        />
      </section>

      {warning ? (
        <Modal
          title={t('agent.contract_warning_title')}
          role="alertdialog"
          icon="warning"
          onClose={() => setWarning(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setWarning(null)}>
                {t('agent.contract_keep')}
              </Button>
              <Button
                disabled={busy}
                onClick={() =>
                  void act(
                    warning.contract,
                    'sign',
                    warning.ends.map((e) => e.id),
                  )
                }
              >
                {t('agent.contract_sign_anyway')}
              </Button>
            </>
          }
        >
          <p>{t('agent.contract_warning_text')}</p>
          <ul>
            {warning.ends.map((e) => (
              <li key={e.id}>{t('agent.contract_warning_item', { name: e.agent, rate: e.rate })}</li>
            ))}
          </ul>
        </Modal>
      ) : null}
      {ending ? (
        <Modal
          title={
            ending.status === 'OFFERED' ? t('agent.contract_withdraw_title') : t('agent.contract_end_title')
          }
          role="alertdialog"
          icon="warning"
          onClose={() => setEnding(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setEnding(null)}>
                {t('agent.contract_keep')}
              </Button>
              <Button disabled={busy} onClick={() => void act(ending, 'terminate')}>
                {ending.status === 'OFFERED' ? t('agent.contract_withdraw') : t('agent.contract_terminate')}
              </Button>
            </>
          }
        >
          <p>
            {ending.status === 'OFFERED'
              ? t('agent.contract_withdraw_text', { name: ending.agent })
              : t('agent.contract_end_text', { name: ending.agent })}
          </p>
        </Modal>
      ) : null}
    </div>
  );
};

export const DividendPage = () => <ContractPage kind="DIVIDEND" />;
export const DailySalaryPage = () => <ContractPage kind="DAILY" />;
export const HourlySalaryPage = () => <ContractPage kind="HOURLY" />;
export const RealtimeSalaryPage = () => <ContractPage kind="REALTIME" />;
