import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Checkbox, TextField } from '../../../components/form-field';
import { useSiteInfo } from '../../../lib/site-store';
import { errorText, fieldMessage } from '../error-text';
import { useImageCaptcha } from '../hooks/use-image-captcha';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { captchaRequested, runLogin, type LoginPortal } from '../login-flow';
import { rememberedUsername, rememberUsername } from '../remember-me';
import { CaptchaField } from './captcha-field';
import { AuthForm, SubmitRow, TermsCheckbox } from './form-parts';
import { FreePlayButton } from './free-play-button';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from './login-schema';
import styles from './login-form.module.css';

/** Social sign-in channels shown when the SOCIALLOGIN3 flag is on (docs/decisions.md). */
const socialChannels = ['GOOGLE', 'FACEBOOK', 'LINE', 'TELEGRAM'] as const;

interface LoginFormProps {
  portal: LoginPortal;
  /** Closes the modal holding the form once the login succeeded (spec 4.2 step 2). */
  onClose?: () => void;
  /** Opens the forgot-password modal. */
  onForgotPassword?: () => void;
}

/**
 * The username login of spec 2.5 and 4.2. Step 1 validates the form as a group, then solves the
 * proof-of-work challenge; step 2 posts the encrypted login; step 3 follows `useLoginOutcome`; step 4
 * shows the translated error inline and the image captcha when the server asks for it.
 * The player site adds terms, free play and social sign-in; the agent page (portal 'agent') does not.
 */
export const LoginForm = ({ portal, onClose, onForgotPassword }: LoginFormProps) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const handleOutcome = useLoginOutcome();
  const player = portal === 'player';
  const [captchaShown, setCaptchaShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const image = useImageCaptcha(captchaShown);
  const schema = useMemo(
    () => loginFormSchema({ captchaShown, termsRequired: player }),
    [captchaShown, player],
  );
  const remembered = useMemo(() => rememberedUsername(), []);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered ?? '',
      password: '',
      captcha: '',
      remember: remembered !== null,
      terms: true,
    },
  });
  const social = player && isFlagEnabled(info.whitelabel, whitelabelFlags.socialSignIn);

  const submit = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      const outcome = await runLogin({
        username: values.username,
        password: values.password,
        portal,
        ...(captchaShown && image.captcha ? { captcha: values.captcha, captchaId: image.captcha.id } : {}),
      });
      rememberUsername(values.remember ? values.username : null);
      onClose?.();
      handleOutcome(outcome);
    } catch (error) {
      setFailure(errorText(t, error));
      setValue('captcha', '');
      // Each image captcha is checked once: a new one for the next try.
      if (captchaRequested(error) && !captchaShown) setCaptchaShown(true);
      else if (captchaShown) image.reload();
    }
  };

  // The first error of the group, for the username/password pair that shares one message.
  const credentialsError = fieldMessage(t, errors.username?.message ?? errors.password?.message);

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <TextField
        label={t('login_username')}
        placeholder={t('login_username_placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        error={errors.username ? credentialsError : undefined}
        {...register('username')}
      />
      <TextField
        label={t('login_password')}
        placeholder={t('login_password_placeholder')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.password && !errors.username ? credentialsError : undefined}
        {...register('password')}
      />
      {captchaShown ? (
        <CaptchaField
          captcha={image.captcha}
          failed={image.failed}
          onRefresh={image.refresh}
          error={fieldMessage(t, errors.captcha?.message)}
          {...register('captcha')}
        />
      ) : null}
      <div className={styles.row}>
        <Checkbox label={t('login_remember')} {...register('remember')} />
        {onForgotPassword ? (
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t('login_forgot_password')}
          </button>
        ) : null}
      </div>
      {player ? (
        <TermsCheckbox
          minimumAge={info.site.minimumAge}
          onLinkClick={onClose}
          error={fieldMessage(t, errors.terms?.message)}
          {...register('terms')}
        />
      ) : null}
      <SubmitRow
        failure={failure}
        busy={isSubmitting}
        label="login_submit"
        busyLabel="login_submitting"
        icon="lock"
        size="lg"
      />
      {player ? (
        <div className={styles.alternatives}>
          <FreePlayButton look={{ block: true, size: 'lg' }} onDone={onClose} />
          {social ? (
            <div className={styles.social}>
              <p className={styles.divider}>{t('login_social_title')}</p>
              <div className={styles.socialButtons}>
                {socialChannels.map((channel) => (
                  <Button
                    key={channel}
                    variant="secondary"
                    size="sm"
                    onClick={() => setFailure(t('function_not_enabled'))}
                  >
                    {t(`login_social_${channel}`)}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </AuthForm>
  );
};
