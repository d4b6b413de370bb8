import * as Tabs from '../../../components/tabs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './register.module.css';
import { RegisterForm } from './register-form';
import type { RegisterMode } from './register-rules';
import { useRegisterModes } from './use-register-context';

/**
 * The register tab of the auth popup (spec 4.4): tabs mobile registration and username registration,
 * only those the whitelabel enables; mobile is the default when enabled.
 */
export const RegisterPanel = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const modes = useRegisterModes();
  const [mode, setMode] = useState<RegisterMode | undefined>(modes[0]);
  if (modes.length === 0 || !mode) return <p className={styles.notice}>{t('register_unavailable')}</p>;
  if (modes.length === 1) return <RegisterForm mode={mode} onDone={onDone} />;
  return (
    <Tabs.Root value={mode} onValueChange={(value) => setMode(value as RegisterMode)}>
      <Tabs.List className={styles.modeList} aria-label={t('register_modes_label')}>
        {modes.map((entry) => (
          <Tabs.Trigger key={entry} className={styles.mode} value={entry}>
            {t(entry === 'mobile' ? 'register_tab_mobile' : 'register_tab_username')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {modes.map((entry) => (
        <Tabs.Content key={entry} className={styles.modePanel} value={entry}>
          <RegisterForm mode={entry} onDone={onDone} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};
