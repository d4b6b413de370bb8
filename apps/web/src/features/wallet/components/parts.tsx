import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './wallet.module.css';

/** Moved down to components/ so the records pages of issue 5 share them; re-exported for the wallet. */
export { SelectField } from '../../../components/select-field';
export { LoadingRows, TableRegion } from '../../../components/data-table';

const tones: Record<string, 'good' | 'bad' | 'wait'> = {
  approved: 'good',
  received: 'good',
  rejected: 'bad',
  not_received: 'bad',
  pending: 'wait',
  in_process: 'wait',
  partly_received: 'wait',
};

/** A record status in the spec 4.10 vocabulary (key `wallet_status_<status>`). */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-tone={tones[status]}>
      {t(`wallet_status_${status}`)}
    </span>
  );
};

/** An inline confirmation, announced when it appears. */
export const Success = ({ children }: { children: ReactNode }) => (
  <p role="status" className={styles.success}>
    {children}
  </p>
);
