import { constants } from '@gp/contract/constants';
import { nationalNumberPattern } from '@gp/contract/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { useSiteInfo } from '../../../lib/site-store';
import { errorText, fieldMessage } from '../error-text';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { requestPhoneCode, useFormCountryCodes } from '../hooks/use-phone-code';
import { runLogin, secondFactorAsked } from '../login-flow';
import { SecondFactorGate, type PendingSecondFactor } from './second-factor-gate';
import { AuthForm, PhoneCodeFields, SubmitRow, TermsCheckbox } from './form-parts';

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
 * POST /wps/verification/sms/login, then login type 'sms' (with a solved proof-of-work challenge like
 * username login, never a forced password change) and the after-login modal.
 */
export const SmsLoginForm = ({ onClose }: { onClose?: () => void }) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const handleOutcome = useLoginOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const form = useForm<SmsLoginValues>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { countryDialingCode: '', mobileNum: '', code: '', terms: true },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const codes = useFormCountryCodes(form);

  const submit = async (values: SmsLoginValues) => {
    setFailure(null);
    const input = {
      type: 'sms' as const,
      username: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      password: values.code,
      portal: 'player' as const,
    };
    try {
      const outcome = await runLogin(input);
      onClose?.();
      handleOutcome(outcome);
    } catch (error) {
      const challenge = secondFactorAsked(error);
      if (challenge) setPending({ challenge, input });
      else setFailure(errorText(t, error));
    }
  };

  if (pending) {
    const done = (outcome: Parameters<typeof handleOutcome>[0]) => {
      onClose?.();
      handleOutcome(outcome);
    };
    return <SecondFactorGate pending={pending} onDone={done} onBack={() => setPending(null)} />;
  }

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <PhoneCodeFields
        codes={codes}
        phoneError={fieldMessage(t, errors.mobileNum?.message ?? errors.countryDialingCode?.message)}
        dialingCode={register('countryDialingCode')}
        number={register('mobileNum')}
        code={{ error: fieldMessage(t, errors.code?.message), field: register('code') }}
        requestCode={() => requestPhoneCode(form, 'smsLoginCode')}
      />
      <TermsCheckbox
        minimumAge={info.site.minimumAge}
        onLinkClick={onClose}
        error={fieldMessage(t, errors.terms?.message)}
        {...register('terms')}
      />
      <SubmitRow
        failure={failure}
        busy={isSubmitting}
        label="login_submit"
        busyLabel="login_submitting"
        icon="phone"
        size="lg"
      />
    </AuthForm>
  );
};
