import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ProfitAmount, Money } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { useNavigate } from '../../../lib/router';
import { useLogoutAndGo } from '../../auth/hooks/use-logout-and-go';
import { playSessionQuery } from '../api/safer-gambling-queries';
import styles from './safer-gambling.module.css';

const minuteMs = 60_000;

/** The next reminder after `now`: every `interval` minutes from the session's start. */
export const nextCheckAt = (startedAt: string, interval: number, now: number): number => {
  const start = Date.parse(startedAt);
  const step = interval * minuteMs;
  return start + (Math.floor((now - start) / step) + 1) * step;
};

/**
 * The reality check (issue 18): at the interval the member chose, counted from the session's start,
 * a dialog shows the time played this session and the net result from the bet records, with
 * "continue", "log out" and "view history". Mounted for logged-in real members only.
 */
export const RealityCheck = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useQuery(playSessionQuery());
  const [shownAt, setShownAt] = useState<number | null>(null);
  const { busy, logoutAndGo } = useLogoutAndGo(() => setShownAt(null));
  const interval = session.data?.realityCheckMinutes ?? 0;
  const startedAt = session.data?.startedAt;

  useEffect(() => {
    if (!startedAt || interval === 0 || shownAt !== null) return;
    const wait = nextCheckAt(startedAt, interval, Date.now()) - Date.now();
    const timer = window.setTimeout(() => {
      void session.refetch();
      setShownAt(Date.now());
    }, wait);
    return () => window.clearTimeout(timer);
    // session.refetch is stable for the query's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startedAt, interval, shownAt]);

  if (shownAt === null || !session.data || !startedAt) return null;
  const played = Math.max(1, Math.round((shownAt - Date.parse(startedAt)) / minuteMs));
  const close = () => setShownAt(null);
  return (
    <Modal
      title={t('safer.reality_title')}
      icon="clock"
      role="alertdialog"
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => void logoutAndGo('/')}>
            {t('safer.reality_stop')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              void navigate('/member?page=personalHistoryCopy');
            }}
          >
            {t('safer.reality_history')}
          </Button>
          <Button onClick={close}>{t('safer.reality_continue')}</Button>
        </>
      }
    >
      <p>{t('safer.reality_text', { minutes: played })}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('safer.reality_stakes')}</dt>
          <dd>
            <Money amount={session.data.bets} />
          </dd>
        </div>
        <div>
          <dt>{t('safer.reality_wins')}</dt>
          <dd>
            <Money amount={session.data.wins} />
          </dd>
        </div>
        <div>
          <dt>{t('safer.reality_net')}</dt>
          <dd>
            <ProfitAmount amount={session.data.net} />
          </dd>
        </div>
      </dl>
      {session.data.endsAt ? (
        <p className={styles.muted}>
          {t('safer.reality_session_ends', { time: formatDateTime(session.data.endsAt, i18n.language) })}
        </p>
      ) : null}
    </Modal>
  );
};
