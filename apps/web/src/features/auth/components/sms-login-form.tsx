import { constants } from '@gp/contract/constants';
import { nationalNumberPattern } from '@gp/contract/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { Checkbox, FormAlert } from '../../../components/form-field';
import { Icon } from '../../../components/icons';
import { useSiteInfo } from '../../../lib/site-store';
import { errorText, fieldMessage } from '../error-text';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { runLogin } from '../login-flow';
import { requestSmsCode } from '../sms/request-sms-code';
import { useCountryCodes } from '../sms/use-country-codes';
import styles from './login-form.module.css';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** SMS login rules (spec 5): a valid mobile number and the code (at most 255 characters). */
const smsLoginSchema = z.object({
  countryDialingCode: z.string().min(1, 'phone_enter_valid'),
  mobileNum: z.string().trim().regex(nationalNumberPattern, 'phone_enter_valid'),
  code: z.string().trim().min(1, 'sms_enter_code').max(constants.verificationCodeMaxLength, 'sms_enter_code'),
  terms: z.boolean().refine((accepted) => accepted, 'terms_not_accepted'),
});
type SmsLoginValues = z.infer<typeof smsLoginSchema>;

/**
 * SMS login (SMSLOGIN3, spec 4.2): mobile number with its dialing code, a code sent by
 * POST /wps/verification/sms/login, then login type 'sms' (no proof of work, never a forced password
 * change) and the after-login modal.
 */
export const SmsLoginForm = ({ onClose }: { onClose?: () => void }) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const handleOutcome = useLoginOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SmsLoginValues>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { countryDialingCode: '', mobileNum: '', code: '', terms: true },
  });
  const codes = useCountryCodes(
    useCallback(() => getValues('countryDialingCode'), [getValues]),
    useCallback((code: string) => setValue('countryDialingCode', code), [setValue]),
  );

  // The number is validated before a code is sent (spec 5).
  const requestCode = async () => {
    if (!(await trigger(['countryDialingCode', 'mobileNum'], { shouldFocus: true }))) return null;
    return requestSmsCode('smsLoginCode', getValues());
  };

  const submit = async (values: SmsLoginValues) => {
    setFailure(null);
    try {
      const outcome = await runLogin({
        type: 'sms',
        username: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        password: values.code,
        portal: 'player',
      });
      onClose?.();
      handleOutcome(outcome);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <PhoneField
        label={t('register_field_mobileNum')}
        codes={codes}
        error={fieldMessage(t, errors.mobileNum?.message ?? errors.countryDialingCode?.message)}
        dialingCode={register('countryDialingCode')}
        number={register('mobileNum')}
      />
      <SmsCodeField
        requestCode={requestCode}
        error={fieldMessage(t, errors.code?.message)}
        {...register('code')}
      />
      <Checkbox
        label={
          <>
            {t('login_terms_prefix', { age: info.site.minimumAge })}{' '}
            <Link to="/help#terms" className={styles.inlineLink} onClick={onClose}>
              {t('login_terms_link')}
            </Link>
          </>
        }
        error={fieldMessage(t, errors.terms?.message)}
        {...register('terms')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          <Icon name="phone" size={18} />
        )}
        {t(isSubmitting ? 'login_submitting' : 'login_submit')}
      </Button>
    </form>
  );
};
