import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Checkbox } from '../../../components/form-field';
import { loadChunk } from '../../../lib/load-chunk';
import { useSiteInfo } from '../../../lib/site-store';
import { errorText, fieldMessage } from '../error-text';
import { useImageCaptcha } from '../hooks/use-image-captcha';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { captchaRequested, runLogin, secondFactorAsked, type LoginPortal } from '../login-flow';
import { rememberedUsername, rememberUsername } from '../remember-me';
import { CredentialFields } from './credential-fields';
import { AuthForm, SubmitRow, TermsCheckbox } from './form-parts';
import { FreePlayButton } from './free-play-button';
import { SecondFactorGate, type PendingSecondFactor } from './second-factor-gate';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from './login-schema';
import styles from './login-form.module.css';

/** The channels the server offers, loaded with their code only when SOCIALLOGIN3 is on (issue 18). */
const SocialButtons = lazy(() =>
  loadChunk(() => import('./social-buttons').then((m) => ({ default: m.SocialButtons }))),
);

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
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
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
    const input = {
      username: values.username,
      password: values.password,
      portal,
      ...(captchaShown && image.captcha ? { captcha: values.captcha, captchaId: image.captcha.id } : {}),
    };
    try {
      const outcome = await runLogin(input);
      rememberUsername(values.remember ? values.username : null);
      onClose?.();
      handleOutcome(outcome);
    } catch (error) {
      const challenge = secondFactorAsked(error);
      if (challenge) {
        rememberUsername(values.remember ? values.username : null);
        setPending({ challenge, input });
        return;
      }
      setFailure(errorText(t, error));
      setValue('captcha', '');
      // Each image captcha is checked once: a new one for the next try.
      if (captchaRequested(error) && !captchaShown) setCaptchaShown(true);
      else if (captchaShown) image.reload();
    }
  };

  if (pending) {
    return (
      <SecondFactorGate
        pending={pending}
        onDone={(outcome) => {
          onClose?.();
          handleOutcome(outcome);
        }}
        onBack={() => setPending(null)}
      />
    );
  }

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <CredentialFields register={register} errors={errors} captchaShown={captchaShown} image={image} />
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
            <Suspense fallback={null}>
              <SocialButtons onFailure={setFailure} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </AuthForm>
  );
};
