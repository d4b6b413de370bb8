import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
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

/** A Radix dialog in the site's look: focus trap, scroll lock, Escape, screen-reader title. */
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
  useCountAsOpenDialog(!queued);
  const block = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open onOpenChange={(open) => (open || !dismissible ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          role={role}
          className={`${styles.content} ${size === 'sm' ? '' : styles[size]}`}
          onEscapeKeyDown={dismissible ? undefined : block}
          onPointerDownOutside={dismissible ? undefined : block}
          onInteractOutside={dismissible ? undefined : block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            {icon ? (
              <span className={styles.icon} aria-hidden="true">
                <Icon name={icon} size={22} />
              </span>
            ) : null}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close asChild>
                <Button variant="icon" aria-label={t('close')} className={styles.close}>
                  <Icon name="close" />
                </Button>
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
