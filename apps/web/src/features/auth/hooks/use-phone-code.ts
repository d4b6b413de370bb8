import type { CountryCode } from '@gp/contract/system';
import { useCallback } from 'react';
import { requestSmsCode, type PhoneInput, type SmsKind } from '../sms/request-sms-code';
import { useCountryCodes } from '../sms/use-country-codes';

/** The parts of a react-hook-form form with `countryDialingCode` and `mobileNum` used here. */
export interface PhoneForm {
  getValues: { (): PhoneInput; (name: 'countryDialingCode'): string };
  setValue: (name: 'countryDialingCode', value: string) => void;
  trigger: (
    name: ('countryDialingCode' | 'mobileNum')[],
    options: { shouldFocus: boolean },
  ) => Promise<boolean>;
}

/** The country codes of the form's dialing-code select, filling in the default one. */
export const useFormCountryCodes = ({
  getValues,
  setValue,
}: Pick<PhoneForm, 'getValues' | 'setValue'>): CountryCode[] =>
  useCountryCodes(
    useCallback(() => getValues('countryDialingCode'), [getValues]),
    useCallback((code: string) => setValue('countryDialingCode', code), [setValue]),
  );

/** Validates the number before a code is sent (spec 5), then requests the code of `kind`. */
export const requestPhoneCode = async ({ getValues, trigger }: PhoneForm, kind: SmsKind) => {
  if (!(await trigger(['countryDialingCode', 'mobileNum'], { shouldFocus: true }))) return null;
  return requestSmsCode(kind, getValues());
};
