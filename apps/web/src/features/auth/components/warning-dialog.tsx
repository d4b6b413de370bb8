import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/**
 * The warning popup of spec 8: a failed SMS send shows the server's (translated) message, an invalid
 * invitation code its warning; one OK button closes it.
 */
export const WarningDialog = ({ message, onClose }: { message: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('warning_title')}
      description={message}
      icon="warning"
      role="alertdialog"
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('ok')}</Button>}
    />
  );
};
