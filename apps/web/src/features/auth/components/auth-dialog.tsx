import * as Tabs from '../../../components/tabs';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { DialogFrame } from '../../../components/dialog-frame';
import { Icon } from '../../../components/icons';
import { useAuthModals } from '../auth-modals-store';
import styles from './auth-dialog.module.css';
import { LoginPanel } from './login-panel';
import { lazyChunk } from '../../../lib/load-chunk';
import { GroupBanner } from '../../../components/group-banner';
import { useCountAsOpenDialog } from '../../../lib/open-dialogs';

// The registration forms load when the register tab first opens.
const RegisterPanel = lazyChunk(() =>
  import('../register/register-panel').then((m) => ({ default: m.RegisterPanel })),
);

export type AuthTab = 'login' | 'register';

interface AuthDialogProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
}

/**
 * The login and register popup (spec 2.5): tabs login and register beside the site's banner area
 * (banner groups w_login and w_register). The login tab holds the username login and, with SMSLOGIN3, a
 * switch to SMS login; the register tab the registration tabs the whitelabel enables.
 */
export const AuthDialog = ({ tab, onTabChange, onClose }: AuthDialogProps) => {
  const { t } = useTranslation();
  const brand = t('brand_name');
  const openModal = useAuthModals((state) => state.open);
  const titleId = useId();
  const descriptionId = useId();
  useCountAsOpenDialog();
  const openForgotPassword = () => {
    onClose();
    openModal({ kind: 'forgotPassword' });
  };
  return (
    <DialogFrame
      className={styles.content}
      labelledBy={titleId}
      describedBy={descriptionId}
      onClose={onClose}
    >
      <div className={styles.banner}>
        <GroupBanner
          group={tab === 'login' ? 'w_login' : 'w_register'}
          className={styles.groupBanner}
          onNavigate={onClose}
        />
        <span className={styles.bannerMark}>
          <Icon name="crown" size={36} />
        </span>
        <p className={styles.bannerTitle}>{brand}</p>
        <p className={styles.bannerText}>{t(tab === 'login' ? 'auth_login_intro' : 'auth_register_intro')}</p>
      </div>
      <div className={styles.panel}>
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {t('auth_dialog_title', { brand })}
            </h2>
            <p id={descriptionId} className={styles.description}>
              {t('auth_dialog_description')}
            </p>
          </div>
          <Button variant="icon" aria-label={t('close')} onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List className={styles.tabList} aria-label={t('auth_tabs_label')}>
            <Tabs.Trigger className={styles.tab} value="login">
              {t('auth_tab_login')}
            </Tabs.Trigger>
            <Tabs.Trigger className={styles.tab} value="register">
              {t('auth_tab_register')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content className={styles.tabPanel} value="login">
            <LoginPanel onClose={onClose} onForgotPassword={openForgotPassword} />
          </Tabs.Content>
          <Tabs.Content className={styles.tabPanel} value="register">
            <Suspense fallback={<p className={styles.notice}>{t('loading')}</p>}>
              <RegisterPanel onDone={onClose} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </DialogFrame>
  );
};
