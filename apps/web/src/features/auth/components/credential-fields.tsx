import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldMessage } from '../error-text';
import type { useImageCaptcha } from '../hooks/use-image-captcha';
import { CaptchaField } from './captcha-field';
import type { LoginFormInput } from './login-schema';

/**
 * Username, password and (once the server asked for it) the image captcha of a username login: the
 * login form's, and the social sign-in's link to an existing account (issue 18). The pair shares one
 * message, the first of the group.
 */
export const CredentialFields = ({
  register,
  errors,
  captchaShown,
  image,
}: {
  register: UseFormRegister<LoginFormInput>;
  errors: FieldErrors<LoginFormInput>;
  captchaShown: boolean;
  image: ReturnType<typeof useImageCaptcha>;
}) => {
  const { t } = useTranslation();
  const credentialsError = fieldMessage(t, errors.username?.message ?? errors.password?.message);
  return (
    <>
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
    </>
  );
};
