import type { Invitee } from '@gp/contract/referral';
import { Icon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './referral.module.css';

/**
 * An invitee's rewards column: the milestones it has paid for as chips, or, for an invitee that can
 * never qualify, the reason in words, so the member is never left guessing why a friend earns nothing.
 */
export const MilestonesCell = ({ invitee }: { invitee: Invitee }) => {
  const { t } = useTranslation();
  if (invitee.excluded) {
    return (
      <span className={styles.excluded}>
        <Icon name="blocked" size={16} />
        {t(`referral.excluded_${invitee.excluded}`)}
      </span>
    );
  }
  if (invitee.milestones.length === 0)
    return <span className={styles.muted}>{t('referral.no_milestones')}</span>;
  return (
    <ul className={styles.chips}>
      {invitee.milestones.map((milestone) => (
        <li key={milestone} className={styles.chip}>
          {t(`referral.chip_${milestone}`)}
        </li>
      ))}
    </ul>
  );
};
