import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteInfo } from '../../../lib/site-store';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';
import styles from './sms.module.css';

type LoginMethod = 'username' | 'sms';

/**
 * The login tab (spec 2.5): the username login, and a switch to SMS login when verification-code login
 * (SMSLOGIN3) is enabled.
 */
export const LoginPanel = ({
  onClose,
  onForgotPassword,
}: {
  onClose: () => void;
  onForgotPassword: () => void;
}) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const smsLogin = isFlagEnabled(info.whitelabel, whitelabelFlags.smsCodeLogin);
  const [method, setMethod] = useState<LoginMethod>('username');
  const active: LoginMethod = smsLogin ? method : 'username';
  return (
    <>
      {smsLogin ? (
        <div className={styles.switch} role="group" aria-label={t('login_method_label')}>
          {(['username', 'sms'] as const).map((entry) => (
            <button
              key={entry}
              type="button"
              className={styles.switchButton}
              aria-pressed={active === entry}
              onClick={() => setMethod(entry)}
            >
              {t(entry === 'sms' ? 'login_method_sms' : 'login_method_username')}
            </button>
          ))}
        </div>
      ) : null}
      {active === 'sms' ? (
        <SmsLoginForm onClose={onClose} />
      ) : (
        <LoginForm portal="player" onClose={onClose} onForgotPassword={onForgotPassword} />
      )}
    </>
  );
};
