import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';
import { Icon, type IconName } from './icons';
import { useCountAsOpenDialog } from '../lib/open-dialogs';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  children?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  onClose: () => void;
  /** A forced step (password change): no close button, Escape and outside clicks do nothing. */
  dismissible?: boolean;
  /** sm 420px, md 480px, wide 800px (a list beside a detail), lg 1080px (card grids). */
  size?: 'sm' | 'md' | 'wide' | 'lg';
  /** Accessible role: 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /**
   * A queued dialog (the announcement popups) waits until no other dialog is open and does not count
   * as one itself, so only one popup shows at a time (lib/open-dialogs.ts).
   */
  queued?: boolean;
}

/** A dialog in the site's look: focus kept inside, scroll lock, Escape, screen-reader title. */
export const Modal = ({
  title,
  description,
  icon,
  children,
  actions,
  onClose,
  dismissible = true,
  size = 'sm',
  role = 'dialog',
  queued = false,
}: ModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  useCountAsOpenDialog(!queued);
  return (
    <DialogFrame
      className={`${styles.content} ${size === 'sm' ? '' : styles[size]}`}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      role={role}
      dismissible={dismissible}
      onClose={onClose}
    >
      <div className={styles.head}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            <Icon name={icon} size={22} />
          </span>
        ) : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible ? (
          <Button variant="icon" aria-label={t('close')} className={styles.close} onClick={onClose}>
            <Icon name="close" />
          </Button>
        ) : null}
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </DialogFrame>
  );
};
