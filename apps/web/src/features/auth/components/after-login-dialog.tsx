import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { Button, buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useSessionStore } from '../../../lib/session-store';
import styles from './dialogs.module.css';

/** The after-login modal (spec 2.5, 4.2 step 3): a welcome with the nickname and quick links. */
export const AfterLoginDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const nickname = useSessionStore((state) => state.nickname) ?? '';
  const firstTime = useSessionStore((state) => state.firstTimeLogin);
  return (
    <Modal
      title={t(firstTime ? 'after_login_title_first' : 'after_login_title', { nickname })}
      description={t('after_login_text', { brand: t('brand_name') })}
      icon="crown"
      onClose={onClose}
    >
      <nav className={styles.quickLinks} aria-label={t('after_login_links')}>
        <Link
          to="/member?page=depositv2"
          className={buttonClassName({ variant: 'primary', size: 'lg', block: true })}
          onClick={onClose}
        >
          <Icon name="deposit" size={18} />
          {t('after_login_deposit')}
        </Link>
        <Link
          to="/promotions"
          className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })}
          onClick={onClose}
        >
          <Icon name="promo" size={18} />
          {t('after_login_promotions')}
        </Link>
        <Button variant="ghost" size="lg" block onClick={onClose}>
          {t('after_login_continue')}
        </Button>
      </nav>
    </Modal>
  );
};
