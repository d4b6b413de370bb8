import type { RegisterFieldName } from '@gp/contract/system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { CaptchaField } from '../components/captcha-field';
import { AuthForm, SubmitRow, TermsCheckbox } from '../components/form-parts';
import { PhoneField } from '../components/phone-field';
import { SmsCodeField } from '../components/sms-code-field';
import { WarningDialog } from '../components/warning-dialog';
import { errorText, fieldMessage } from '../error-text';
import { useImageCaptcha } from '../hooks/use-image-captcha';
import { useFormCountryCodes } from '../hooks/use-phone-code';
import { requestSmsCode } from '../sms/request-sms-code';
import { RegisterTextField } from './register-text-field';
import { registerFailure, runRegister } from './register-flow';
import {
  emptyRegisterValues,
  registerFormSchema,
  shownRegisterFields,
  type RegisterContext,
  type RegisterFormValues,
  type RegisterMode,
} from './register-rules';
import { useRegisterContext } from './use-register-context';

interface RegisterFormProps {
  mode: RegisterMode;
  /** Closes the modal once registered (spec 4.4: load login info, close, go to /). */
  onDone: () => void;
  /**
   * A social sign-in's new account (issue 18, mode 'social'): the suggested username, the fields the
   * provider gave (not asked), and the call that sends the values instead of the registration's.
   */
  social?: {
    username: string;
    given: readonly RegisterFieldName[];
    send: (ctx: RegisterContext, values: RegisterFormValues) => Promise<void>;
  };
}

/**
 * One registration tab (spec 4.4, 5): the fields the server's rules enable, validated by those rules,
 * the SMS code when REGMOBVERF3 is on, the image captcha when its field is enabled, and the terms.
 */
export const RegisterForm = ({ mode, onDone, social }: RegisterFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseCtx = useRegisterContext(mode);
  const given = social?.given;
  const ctx = useMemo(() => (given ? { ...baseCtx, given } : baseCtx), [baseCtx, given]);
  const shown = useMemo(() => shownRegisterFields(ctx), [ctx]);
  const schema = useMemo(() => registerFormSchema(ctx), [ctx]);
  const image = useImageCaptcha(shown.has('captcha'));
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyRegisterValues(), username: social?.username ?? '' },
  });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = form;
  const codes = useFormCountryCodes(form);

  const requestCode = async () => {
    if (getValues('mobileNum').trim() === '') {
      setError('mobileNum', { message: 'missing_phone' }, { shouldFocus: true });
      return null;
    }
    if (!(await trigger('mobileNum', { shouldFocus: true }))) return null;
    return requestSmsCode(mode === 'mobile' ? 'smsRegisterMobile' : 'smsRegister', getValues());
  };

  const submit = async (values: RegisterFormValues) => {
    setFailure(null);
    try {
      if (social) {
        await social.send(ctx, values);
        onDone();
        return;
      }
      await runRegister(ctx, values, image.captcha?.id);
      onDone();
      void navigate('/', { replace: true });
    } catch (error) {
      const shownFailure = registerFailure(ctx, error);
      if (shownFailure.kind === 'field') {
        setError(shownFailure.field, { message: shownFailure.message }, { shouldFocus: true });
      } else if (shownFailure.kind === 'popup') {
        setWarning(t(shownFailure.code));
      } else {
        setFailure(errorText(t, error));
      }
      // Each image captcha is checked once, right or wrong.
      if (shown.has('captcha')) {
        setValue('captcha', '');
        image.reload();
      }
    }
  };

  const messageOf = (name: RegisterFieldName | 'terms') => fieldMessage(t, errors[name]?.message);

  const renderField = (name: RegisterFieldName) => {
    const required = shown.get(name)?.required === true;
    switch (name) {
      case 'mobileNum':
        return (
          <PhoneField
            key={name}
            label={t(required ? 'register_field_mobileNum' : 'register_optional', {
              label: t('register_field_mobileNum'),
            })}
            codes={codes}
            error={messageOf('mobileNum')}
            dialingCode={register('countryDialingCode')}
            number={{ ...register('mobileNum'), 'aria-required': required || undefined }}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={name}
            requestCode={requestCode}
            error={messageOf('verificationCode')}
            {...register('verificationCode')}
            // Needed whenever the number is: an optional number left empty needs no code.
            aria-required={shown.get('mobileNum')?.required === true || undefined}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={name}
            captcha={image.captcha}
            failed={image.failed}
            onRefresh={image.refresh}
            error={messageOf('captcha')}
            {...register('captcha')}
          />
        );
      default:
        return (
          <RegisterTextField
            key={name}
            name={name}
            required={required}
            today={ctx.today}
            error={messageOf(name)}
            registration={register(name)}
          />
        );
    }
  };

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      {[...shown.keys()].map(renderField)}
      <TermsCheckbox
        minimumAge={ctx.settings.minimumAge}
        onLinkClick={social ? undefined : onDone}
        error={messageOf('terms')}
        {...register('terms')}
      />
      <SubmitRow
        failure={failure}
        busy={isSubmitting}
        label={social ? 'social.create_submit' : 'register_submit'}
        busyLabel={social ? 'social.create_submitting' : 'register_submitting'}
        icon="user"
        size="lg"
      />
      {warning ? <WarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
    </AuthForm>
  );
};
