import type { RedeemStatus } from '@gp/contract/points';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './points.module.css';

/** A redeem order's status in spec 4.10's words: in process, rejected, approved. */
export const RedeemStatusBadge = ({ status }: { status: RedeemStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-status={status}>
      {t(`points.status_${status}`)}
    </span>
  );
};
