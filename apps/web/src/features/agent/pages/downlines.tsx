import { agentAccountTypes, downlineStatuses, type Downline } from '@gp/contract/agent';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, buttonClassName } from '../../../components/button';
import { Link } from '../../../lib/router';
import { agentPagePath } from '../agent-pages';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { DateRangeFields } from '../../../components/date-range-fields';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert, TextField } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import * as Tabs from '../../../components/tabs';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { downlinesQuery, type DownlineFilters } from '../api/agent-queries';
import styles from '../components/agent-pages.module.css';
import { TransferDialog } from './transfer-dialog';

const tones = { ACTIVE: 'good', PENDING: 'wait', DORMANT: undefined } as const;
type Scope = 'direct' | 'all';

/**
 * downlineManagmentView (spec 2.7): the agent's direct or all-level downlines, searched by account,
 * level, type, status and date joined, each with balance, last login and team size; a transfer to
 * any of them from here.
 */
export const DownlinesPage = () => {
  const { t, i18n } = useTranslation();
  const [scope, setScope] = useState<Scope>('direct');
  const [account, setAccount] = useState('');
  const [level, setLevel] = useState('');
  const [accountType, setAccountType] = useState('');
  const [status, setStatus] = useState('');
  const [joinedFrom, setJoinedFrom] = useState('');
  const [joinedTo, setJoinedTo] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [paying, setPaying] = useState<Downline | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const filters: DownlineFilters = {
    scope,
    pageNum,
    ...(account.trim() ? { account: account.trim() } : {}),
    ...(scope === 'all' && level ? { level: Number(level) } : {}),
    ...(accountType ? { accountType: accountType as Downline['accountType'] } : {}),
    ...(status ? { status: status as Downline['status'] } : {}),
    ...(joinedFrom ? { joinedFrom } : {}),
    ...(joinedTo ? { joinedTo } : {}),
  };
  const list = useQuery(downlinesQuery(filters));
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNum(1);
    };
  const title = t('agent.downlines_title');

  const body = (
    <>
      <div className={styles.filters}>
        <TextField
          label={t('agent.search_account')}
          type="search"
          value={account}
          onChange={(event) => filter(setAccount)(event.target.value)}
        />
        {scope === 'all' ? (
          <SelectField
            label={t('agent.level')}
            value={level}
            onChange={(e) => filter(setLevel)(e.target.value)}
          >
            <option value="">{t('agent.any')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t('agent.level_n', { n })}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t('agent.account_type')}
          value={accountType}
          onChange={(e) => filter(setAccountType)(e.target.value)}
        >
          <option value="">{t('agent.any')}</option>
          {agentAccountTypes.map((type) => (
            <option key={type} value={type}>
              {t(`agent.type_${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agent.status')}
          value={status}
          onChange={(e) => filter(setStatus)(e.target.value)}
        >
          <option value="">{t('agent.any')}</option>
          {downlineStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`agent.status_${value}`)}
            </option>
          ))}
        </SelectField>
        <DateRangeFields
          labels={{ from: t('agent.joined_from'), to: t('agent.joined_to') }}
          from={joinedFrom}
          to={joinedTo}
          onFrom={filter(setJoinedFrom)}
          onTo={filter(setJoinedTo)}
        />
      </div>
      {paid ? (
        <p role="status" className={styles.done}>
          {paid}
        </p>
      ) : null}
      {list.isPending ? (
        <LoadingRows rows={5} />
      ) : list.isError ? (
        <FormAlert>{errorText(t, list.error)}</FormAlert>
      ) : list.data.content.length === 0 ? (
        <EmptyState
          title={t('agent.no_downlines')}
          text={list.data.teamSize === 0 ? t('agent.no_downlines_text') : undefined}
          icon="users"
          headingLevel={3}
        />
      ) : (
        <>
          <TableRegion label={title}>
            <thead>
              <tr>
                <th scope="col">{t('agent.col_account')}</th>
                <th scope="col">{t('agent.account_type')}</th>
                <th scope="col">{t('agent.level')}</th>
                <th scope="col">{t('agent.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('agent.col_balance')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('agent.col_team')}
                </th>
                <th scope="col">{t('agent.col_joined')}</th>
                <th scope="col">{t('agent.col_last_login')}</th>
                <th scope="col">{t('agent.col_contracts')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('agent.col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((d) => (
                <tr key={d.account}>
                  <td data-label={t('agent.col_account')}>
                    <strong>{d.account}</strong>
                    {d.nickname !== d.account ? <div className={styles.hint}>{d.nickname}</div> : null}
                    {d.level > 1 ? (
                      <div className={styles.hint}>{t('agent.under', { upline: d.upline })}</div>
                    ) : null}
                  </td>
                  <td data-label={t('agent.account_type')}>{t(`agent.type_${d.accountType}`)}</td>
                  <td data-label={t('agent.level')} className={styles.nowrap}>
                    {t('agent.level_n', { n: d.level })}
                  </td>
                  <td data-label={t('agent.status')} className={styles.nowrap}>
                    <span className={styles.status} data-tone={tones[d.status]}>
                      {t(`agent.status_${d.status}`)}
                    </span>
                  </td>
                  <td data-label={t('agent.col_balance')} className={styles.num}>
                    {formatMoney(d.balance)}
                  </td>
                  <td data-label={t('agent.col_team')} className={styles.num}>
                    {d.teamSize}
                  </td>
                  <td data-label={t('agent.col_joined')} className={styles.nowrap}>
                    {formatDate(d.joinedAt, i18n.language)}
                  </td>
                  <td data-label={t('agent.col_last_login')} className={styles.nowrap}>
                    {d.lastLoginAt ? formatDateTime(d.lastLoginAt, i18n.language) : t('agent.never')}
                  </td>
                  <td data-label={t('agent.col_contracts')}>
                    {d.contracts.length === 0
                      ? '—'
                      : d.contracts.map((c) => (
                          <div key={c.kind} className={styles.nowrap}>
                            {t(`agent.source_${c.kind}`)} {c.rate}%
                            {c.status === 'OFFERED' ? ` (${t('agent.contract_status_OFFERED')})` : ''}
                          </div>
                        ))}
                  </td>
                  <td className={styles.actions}>
                    <Link
                      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                      to={`${agentPagePath('personalHistoryCopy')}&account=${encodeURIComponent(d.account)}`}
                      aria-label={t('agent.bets_of', { name: d.account })}
                    >
                      {t('agent.bets')}
                    </Link>
                    {d.accountType === 'AGENT' && d.level === 1 ? (
                      <Link
                        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                        to={`${agentPagePath('agentDailyWages2')}&offerTo=${encodeURIComponent(d.account)}`}
                        aria-label={t('agent.offer_to', { name: d.account })}
                      >
                        {t('agent.offer')}
                      </Link>
                    ) : null}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setPaid(null);
                        setPaying(d);
                      }}
                      aria-label={t('agent.transfer_to', { name: d.account })}
                    >
                      {t('agent.transfer')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Pager
            pageNum={list.data.pageNum}
            totalPages={list.data.totalPages}
            onChange={setPageNum}
            label={title}
          />
        </>
      )}
    </>
  );

  return (
    <section className={styles.card} aria-labelledby="downlines-title">
      <div className={styles.cardHead}>
        <h2 id="downlines-title" className={styles.cardTitle}>
          {title}
        </h2>
        {list.data ? (
          <span className={styles.hint}>
            {t('agent.team_counts', { team: list.data.teamSize, direct: list.data.directCount })}
          </span>
        ) : null}
      </div>
      <Tabs.Root value={scope} onValueChange={(value) => filter(setScope)(value as Scope)}>
        <Tabs.List className={styles.scopeTabs} aria-label={t('agent.scope')}>
          <Tabs.Trigger className={styles.scopeTab} value="direct">
            {t('agent.scope_direct')}
          </Tabs.Trigger>
          <Tabs.Trigger className={styles.scopeTab} value="all">
            {t('agent.scope_all')}
          </Tabs.Trigger>
        </Tabs.List>
        {(['direct', 'all'] as const).map((value) => (
          <Tabs.Content key={value} value={value} className={styles.stack}>
            {value === scope ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {paying ? (
        <TransferDialog
          downline={paying}
          onClose={() => setPaying(null)}
          onDone={(amount) => {
            setPaid(t('agent.transfer_done', { amount: formatMoney(amount), name: paying.account }));
            setPaying(null);
          }}
        />
      ) : null}
    </section>
  );
};
