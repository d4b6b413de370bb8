import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import * as Tabs from '../../../components/tabs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useSiteInfo } from '../../../lib/site-store';
import { ForgotEmailForm } from '../forgot/forgot-email-form';
import { ForgotMobileForm } from '../forgot/forgot-mobile-form';
import tabStyles from './auth-dialog.module.css';
import styles from './dialogs.module.css';
import { GroupBanner } from '../../../components/group-banner';

type ForgotTab = 'email' | 'mobile';

/**
 * Forgot password (spec 2.5, 4.5): tabs email and mobile number, the mobile tab only with the PHONEPWD3
 * flag: e-mail mails a single-use reset code that sets a new one, mobile sets a new one with an SMS
 * code and logs in.
 */
export const ForgotPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const navigate = useNavigate();
  const mobile = isFlagEnabled(info.whitelabel, whitelabelFlags.phonePasswordChange);
  const [tab, setTab] = useState<ForgotTab>('email');
  const backToLogin = () => {
    onClose();
    void navigate('/login');
  };
  return (
    <Modal title={t('forgot_title')} description={t('forgot_text')} icon="lock" size="md" onClose={onClose}>
      <GroupBanner group="w_forget" className={styles.groupBanner} onNavigate={onClose} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ForgotTab)}>
        <Tabs.List className={tabStyles.tabList} aria-label={t('forgot_tabs_label')}>
          <Tabs.Trigger className={tabStyles.tab} value="email">
            {t('forgot_tab_email')}
          </Tabs.Trigger>
          {mobile ? (
            <Tabs.Trigger className={tabStyles.tab} value="mobile">
              {t('forgot_tab_mobile')}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content className={styles.tabPanel} value="email">
          <ForgotEmailForm onClose={onClose} />
        </Tabs.Content>
        {mobile ? (
          <Tabs.Content className={styles.tabPanel} value="mobile">
            <ForgotMobileForm onClose={onClose} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      <Button variant="ghost" onClick={backToLogin}>
        {t('forgot_back_to_login')}
      </Button>
    </Modal>
  );
};
