import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSessionStore } from '../../../lib/session-store';
import { ChangePasswordForm } from '../components/change-password-form';
import styles from './change-password-page.module.css';

/**
 * Change password as a page of the security centre (issue 18), beside the forced dialog: the session
 * stays, every other session of the account is logged out by the server.
 */
export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const account = useSessionStore((state) => state.member?.account ?? state.userInfo?.userName ?? '');
  const [done, setDone] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        {t('change_password_title')}
      </h2>
      <p className={styles.text}>{t('change_password_page_text')}</p>
      {done ? (
        <p role="status" className={styles.done}>
          {t('change_password_done')}
        </p>
      ) : null}
      <ChangePasswordForm
        userName={account}
        onChanged={() => {
          setDone(true);
          return Promise.resolve();
        }}
      />
    </section>
  );
};
