import type { RefObject } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Icon } from '../../../components/icons';
import { QrCode } from '../../../components/qr-code';
import { useTranslation } from '../../../i18n/use-translation';
import type { InviteSharing } from './use-invite-sharing';
import styles from './referral.module.css';

/**
 * The hero of invite friends: the member's code, its link with Copy and Share, and the link as a QR
 * code for a friend standing beside them. Side by side when wide, stacked on a phone.
 */
export const InviteCard = ({
  code,
  link,
  fieldRef,
  sharing,
}: {
  code: string;
  link: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  sharing: InviteSharing;
}) => {
  const { t } = useTranslation();
  const status =
    sharing.outcome === 'copied'
      ? t('referral.copied_status')
      : sharing.outcome === 'selected'
        ? t('referral.selected_status')
        : '';
  return (
    <section className={styles.hero} aria-labelledby="invite-title">
      <div className={styles.heroBody}>
        <div className={styles.heroMain}>
          <div className={styles.heroHead}>
            <h2 id="invite-title" className={styles.heroTitle}>
              {t('referral.hero_title')}
            </h2>
            <p className={styles.muted}>{t('referral.hero_text')}</p>
          </div>
          <div className={styles.code}>
            <span className={styles.codeLabel}>{t('referral.code_label')}</span>
            <span className={styles.codeValue} translate="no">
              {code}
            </span>
          </div>
          <div className={styles.linkBlock}>
            <TextField
              ref={fieldRef}
              label={t('referral.link_label')}
              value={link}
              readOnly
              spellCheck={false}
              translate="no"
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className={styles.actions}>
              <Button onClick={() => void sharing.copy()}>
                {sharing.outcome === 'copied' ? t('referral.copied') : t('referral.copy')}
              </Button>
              {sharing.canShare ? (
                <Button variant="secondary" onClick={() => void sharing.share()}>
                  <Icon name="share" size={18} />
                  {t('referral.share')}
                </Button>
              ) : null}
            </div>
            <p role="status" className={styles.copyStatus} data-outcome={sharing.outcome}>
              {status}
            </p>
          </div>
        </div>
        <figure className={styles.qr}>
          <QrCode value={link} label={t('referral.qr_label')} size={168} className={styles.qrImage} />
          <figcaption className={styles.qrCaption}>{t('referral.qr_hint')}</figcaption>
        </figure>
      </div>
    </section>
  );
};
