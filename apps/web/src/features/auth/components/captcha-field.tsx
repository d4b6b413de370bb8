import type { CaptchaValue } from '@gp/contract/session';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Icon } from '../../../components/icons';
import styles from './login-form.module.css';

type CaptchaFieldProps = ComponentProps<'input'> & {
  captcha: CaptchaValue | null;
  failed: boolean;
  onRefresh: () => void;
  error?: string;
};

/** The image captcha with its refresh button (throttled to once per second by the caller). */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { captcha, failed, onRefresh, error, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('login_captcha')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={16}
      error={error}
      addon={
        <span className={styles.captchaBox}>
          {captcha ? (
            <img src={captcha.image} alt={t('login_captcha_image')} className={styles.captchaImage} />
          ) : (
            <span className={styles.captchaImage} aria-live="polite">
              {failed ? t('login_captcha_failed') : t('loading')}
            </span>
          )}
          <Button variant="icon" aria-label={t('login_captcha_refresh')} onClick={onRefresh}>
            <Icon name="refresh" />
          </Button>
        </span>
      }
      {...rest}
    />
  );
});
