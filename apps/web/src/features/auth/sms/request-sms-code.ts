import type { SmsCodeValue } from '@gp/contract/verification';
import { callApi } from '../../../lib/api-client';
import { solveChallenge } from '../pow/solve-challenge';

/** The four SMS code calls of spec 7.1: login, registration (username and mobile variants), no-login. */
export type SmsKind = 'smsLoginCode' | 'smsRegister' | 'smsRegisterMobile' | 'smsNoLogin';

export interface PhoneInput {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * Requests an SMS code with a solved proof-of-work challenge. The registration calls name the number
 * `mobileNo` (spec 7.1); the others `mobileNum`. Failures throw the ApiError of the call.
 */
export const requestSmsCode = async (kind: SmsKind, phone: PhoneInput): Promise<SmsCodeValue> => {
  const challenge = await solveChallenge(await callApi('captchaChallenge'));
  const number = phone.mobileNum.trim();
  const body =
    kind === 'smsRegister' || kind === 'smsRegisterMobile'
      ? { mobileNo: number, countryDialingCode: phone.countryDialingCode, challenge }
      : { mobileNum: number, countryDialingCode: phone.countryDialingCode, challenge };
  return callApi(kind, { body });
};
