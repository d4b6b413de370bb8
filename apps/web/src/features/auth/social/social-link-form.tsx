import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { CredentialFields } from '../components/credential-fields';
import { AuthForm, SubmitRow } from '../components/form-parts';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from '../components/login-schema';
import type { PendingSecondFactor } from '../components/second-factor-gate';
import { errorText } from '../error-text';
import { useImageCaptcha } from '../hooks/use-image-captcha';
import { captchaRequested, secondFactorAsked, type LoginOutcome } from '../login-flow';
import { linkWithPassword } from './social-flow';

/**
 * Links the social identity to an existing account (issue 18): its username and password, checked
 * like login (proof of work, the image captcha once asked, the attempt limits). A login that asks for
 * the second factor goes to the gate; the link is confirmed after it.
 */
export const SocialLinkForm = ({
  ticket,
  onDone,
  onSecondFactor,
}: {
  ticket: string;
  onDone: (outcome: LoginOutcome) => void;
  onSecondFactor: (pending: PendingSecondFactor) => void;
}) => {
  const { t } = useTranslation();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const image = useImageCaptcha(captchaShown);
  const schema = useMemo(() => loginFormSchema({ captchaShown, termsRequired: false }), [captchaShown]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', remember: false, terms: true },
  });

  const submit = async (values: LoginFormValues) => {
    setFailure(null);
    const input = { username: values.username, password: values.password };
    try {
      onDone(
        await linkWithPassword({
          ticket,
          ...input,
          ...(captchaShown && image.captcha ? { captcha: values.captcha, captchaId: image.captcha.id } : {}),
        }),
      );
    } catch (error) {
      const challenge = secondFactorAsked(error);
      if (challenge) {
        onSecondFactor({ challenge, input: { ...input, portal: 'player' } });
        return;
      }
      setFailure(errorText(t, error));
      setValue('captcha', '');
      if (captchaRequested(error) && !captchaShown) setCaptchaShown(true);
      else if (captchaShown) image.reload();
    }
  };

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <CredentialFields register={register} errors={errors} captchaShown={captchaShown} image={image} />
      <SubmitRow
        failure={failure}
        busy={isSubmitting}
        label="social.link_submit"
        busyLabel="social.link_submitting"
        icon="lock"
        size="lg"
      />
    </AuthForm>
  );
};
