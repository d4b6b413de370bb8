import type { ProfileValue } from '@gp/contract/my-account';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { loadChunk } from '../../../lib/load-chunk';
import { useQueryClient } from '../../../lib/query';
import { profileQuery } from '../api';
import styles from './account.module.css';

/** The form that binds a new address loads when the member opens it (phone field, code field). */
const BindPanel = lazy(() => loadChunk(() => import('./bind-panel').then((m) => ({ default: m.BindPanel }))));

type Channel = 'sms' | 'email';

/** The bound mobile number and e-mail address, each with Bind or Change. */
export const ContactDetails = ({ profile }: { profile: ProfileValue }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<Channel | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rows: { channel: Channel; label: string; value: string | null }[] = [
    { channel: 'sms', label: t('account.mobile'), value: profile.mobile },
    { channel: 'email', label: t('account.email'), value: profile.email },
  ];
  return (
    <div className={styles.stack}>
      {rows.map((row) => (
        <div key={row.channel}>
          <div className={styles.contact}>
            <span className={styles.contactText}>
              <span className={styles.contactLabel}>{row.label}</span>
              <span>{row.value ?? t('account.not_bound')}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={open === row.channel}
              aria-label={`${t(row.value ? 'account.change' : 'account.bind')}: ${row.label}`}
              onClick={() => {
                setDone(null);
                setOpen(open === row.channel ? null : row.channel);
              }}
            >
              {t(row.value ? 'account.change' : 'account.bind')}
            </Button>
          </div>
          {open === row.channel ? (
            <Suspense fallback={<LoadingRows rows={2} />}>
              <BindPanel
                channel={row.channel}
                changing={row.value !== null}
                onCancel={() => setOpen(null)}
                onDone={(next) => {
                  client.setQueryData(profileQuery().queryKey, next);
                  setOpen(null);
                  setDone(t(row.channel === 'sms' ? 'account.mobile_bound' : 'account.email_bound'));
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ))}
      {done ? (
        <p role="status" className={styles.success}>
          {done}
        </p>
      ) : null}
    </div>
  );
};
