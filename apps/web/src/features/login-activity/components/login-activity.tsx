import type { ActiveSessionsValue, LoginHistoryValue } from '@gp/contract/login-activity';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import { ReportTable, type ReportColumn } from '../../../components/report-table';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useQuery, useQueryClient } from '../../../lib/query';
import { activeSessionsQuery, loginHistoryQuery, revokeSessions } from '../api';
import styles from './login-activity.module.css';

type Attempt = LoginHistoryValue['content'][number];
type Session = ActiveSessionsValue['sessions'][number];

const where = (ip: string, country: string | null, unknown: string) => `${ip} · ${country ?? unknown}`;

/** The member's open sessions: this device marked, any other signed out one by one or all at once. */
const ActiveSessions = ({
  cardClass,
  titleClass,
}: {
  cardClass?: string | undefined;
  titleClass?: string | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const sessions = useQuery(activeSessionsQuery());
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoke = async (body: { id: string } | { others: true }, done: string) => {
    setBusy(true);
    setStatus(null);
    setError(null);
    try {
      client.setQueryData(activeSessionsQuery().queryKey, await revokeSessions(body));
      setStatus(done);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  const line = (s: Session) => (
    <li key={s.id} className={styles.session}>
      <span className={styles.what}>
        <span className={styles.device}>
          {s.device} · {s.browser}
          {s.current ? <span className={styles.badge}>{t('logins.this_device')}</span> : null}
        </span>
        <span className={styles.meta}>
          {where(s.ip, s.country, t('logins.unknown_country'))} ·{' '}
          {t('logins.started', { date: formatDateTime(s.createdAt, i18n.language) })} ·{' '}
          {t('logins.last_active', { date: formatDateTime(s.lastSeenAt, i18n.language) })}
        </span>
      </span>
      {s.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`${t('logins.sign_out')}: ${s.device} · ${s.browser}`}
          onClick={() => void revoke({ id: s.id }, t('logins.signed_out'))}
        >
          {t('logins.sign_out')}
        </Button>
      )}
    </li>
  );
  return (
    <section className={cardClass} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={titleClass}>
        {t('logins.sessions_title')}
      </h2>
      <p className={styles.meta}>{t('logins.sessions_intro')}</p>
      {sessions.isPending ? <LoadingRows rows={2} /> : null}
      {sessions.isError ? <FormAlert>{errorText(t, sessions.error)}</FormAlert> : null}
      {list.length > 0 ? <ul className={styles.sessions}>{list.map(line)}</ul> : null}
      {status ? (
        <p role="status" className={styles.meta}>
          {status}
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {others > 0 ? (
        <div>
          <Button
            variant="secondary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void revoke({ others: true }, t('logins.signed_out_others'))}
          >
            {t('logins.sign_out_others')}
          </Button>
        </div>
      ) : null}
    </section>
  );
};

/** Every login attempt on the account, newest first, twenty a page. */
const LoginHistory = ({
  cardClass,
  titleClass,
}: {
  cardClass?: string | undefined;
  titleClass?: string | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const history = useQuery(loginHistoryQuery(pageNum));
  const columns: ReportColumn<Attempt>[] = [
    { label: t('logins.col_time'), nowrap: true, cell: (a) => formatDateTime(a.at, i18n.language) },
    {
      label: t('logins.col_result'),
      cell: (a) => (
        <span className={a.result === 'success' ? undefined : styles.refused}>
          {t(`logins.result_${a.result}`)}
        </span>
      ),
    },
    { label: t('logins.col_device'), cell: (a) => `${a.device} · ${a.browser}` },
    { label: t('logins.col_address'), cell: (a) => where(a.ip, a.country, t('logins.unknown_country')) },
  ];
  return (
    <section className={cardClass} aria-labelledby="logins-title">
      <h2 id="logins-title" className={titleClass}>
        {t('logins.history_title')}
      </h2>
      {history.isPending ? <LoadingRows rows={3} /> : null}
      {history.isError ? <FormAlert>{errorText(t, history.error)}</FormAlert> : null}
      {history.data ? (
        <ReportTable
          label={t('logins.history_table')}
          columns={columns}
          rows={history.data.content}
          rowKey={(a) => `${a.at}-${a.result}`}
          page={{ pageNum: history.data.pageNum, totalPages: history.data.totalPages, onChange: setPageNum }}
          empty={{ title: t('logins.history_empty'), text: t('logins.history_empty_text'), icon: 'shield' }}
        />
      ) : null}
    </section>
  );
};

/** The security centre's login activity (issue 18), in the page's card style. */
export const LoginActivity = (props: { cardClass?: string | undefined; titleClass?: string | undefined }) => (
  <>
    <ActiveSessions {...props} />
    <LoginHistory {...props} />
  </>
);
