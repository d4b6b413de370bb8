import { Icon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './referral.module.css';

/** The operator has the programme off: said plainly, without alarm, since the link keeps working. */
export const PausedNotice = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="note">
      <Icon name="clock" size={20} className={styles.noticeIcon} />
      <p>
        <strong className={styles.noticeTitle}>{t('referral.paused_title')}</strong>{' '}
        {t('referral.paused_text')}
      </p>
    </div>
  );
};
