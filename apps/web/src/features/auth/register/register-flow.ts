import type { ErrorCode } from '@gp/contract/errors';
import type { RegisterFieldName } from '@gp/contract/system';
import { registerFieldErrorSchema, type RegisterBody } from '@gp/contract/verification';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { solveChallenge } from '../pow/solve-challenge';
import { loadMember, setPendingPasswordChange } from '../session-actions';
import {
  birthdayForRule,
  fieldValue,
  shownRegisterFields,
  type RegisterContext,
  type RegisterFormValues,
} from './register-rules';

/** Where the page is: the register payload carries domain, registerUrl and the referralCode query. */
export interface PageInfo {
  href: string;
  host: string;
}

export const currentPage = (): PageInfo => ({ href: window.location.href, host: window.location.host });

/** The Register user payload of spec 3 from the shown fields (hidden fields are never sent). */
export const buildRegisterBody = (
  ctx: RegisterContext,
  values: RegisterFormValues,
  captchaId: string | undefined,
  page: PageInfo,
): RegisterBody => {
  const shown = shownRegisterFields(ctx);
  const body: Partial<Record<RegisterFieldName, string>> = {};
  for (const [name, rule] of shown) {
    const value = fieldValue(values, name);
    if (value === '') continue;
    body[name] = name === 'birthday' ? birthdayForRule(value, rule.patternId) : value;
  }
  const referralCode = new URL(page.href).searchParams.get('referralCode')?.trim();
  return {
    ...body,
    ...(shown.has('mobileNum') && body.mobileNum ? { countryDialingCode: values.countryDialingCode } : {}),
    ...(shown.has('captcha') && captchaId ? { captchaId } : {}),
    ...(referralCode ? { referralCode } : {}),
    termsAccepted: values.terms,
    domain: page.host,
    registerUrl: page.href,
    registerMethod: 'WEB',
    login: true,
  };
};

/**
 * Registration (spec 4.4): an entered invitation (affiliate) code is checked first
 * (GET /wps/agent/affiliate; invalid -> invalid_invitation_code), then a solved proof-of-work challenge
 * and the encrypted register call of the tab; its session value logs the new member in (token stored, member info loaded).
 */
export const runRegister = async (
  ctx: RegisterContext,
  values: RegisterFormValues,
  captchaId: string | undefined,
  page: PageInfo = currentPage(),
): Promise<void> => {
  const body = buildRegisterBody(ctx, values, captchaId, page);
  if (body.affiliateCode) {
    const { valid } = await callApi('affiliate', { query: { code: body.affiliateCode, domain: page.host } });
    if (!valid) throw new ApiError('invalid_invitation_code' satisfies ErrorCode, 400);
  }
  // Proof of work (a fresh, single-use challenge) after the invitation check, just before sending.
  const challenge = await solveChallenge(await callApi('captchaChallenge'));
  const value = await callApi(ctx.mode === 'mobile' ? 'registerMobile' : 'register', {
    body: { ...body, challenge },
  });
  if (!('token' in value)) return;
  const store = useSessionStore.getState();
  store.setToken(value.token, value.member.account);
  setPendingPasswordChange(false);
  await loadMember();
  store.setFirstTimeLogin(value.firstTimeLogin);
};

/** How a failed registration is shown: on a field, in the warning popup, or above the button. */
export type RegisterFailure =
  | { kind: 'field'; field: RegisterFieldName | 'terms'; message: string }
  | { kind: 'popup'; code: string }
  | { kind: 'alert'; code: string };

const codeFields: Record<string, RegisterFieldName | 'terms'> = {
  ['inconsistent_twice' satisfies ErrorCode]: 'confirmPassword',
  ['terms_not_accepted' satisfies ErrorCode]: 'terms',
  ['under_age' satisfies ErrorCode]: 'birthday',
  ['mobile_registered' satisfies ErrorCode]: 'mobileNum',
  ['invalid_phone_format' satisfies ErrorCode]: 'mobileNum',
  ['missing_phone' satisfies ErrorCode]: 'mobileNum',
  ['captcha_check_failed' satisfies ErrorCode]: 'captcha',
  ['invalid_verification_code' satisfies ErrorCode]: 'verificationCode',
  ['missing_verification_code' satisfies ErrorCode]: 'verificationCode',
  ['verification_code_expired' satisfies ErrorCode]: 'verificationCode',
  ['phone_token_invalid' satisfies ErrorCode]: 'verificationCode',
};

/** Maps a server failure onto the form: `invalid_field` names its field, other codes have a home. */
export const registerFailure = (ctx: RegisterContext, error: unknown): RegisterFailure => {
  const code = error instanceof ApiError ? error.code : ('unknown_error' satisfies ErrorCode);
  if (code === ('invalid_invitation_code' satisfies ErrorCode)) return { kind: 'popup', code };
  const shown = shownRegisterFields(ctx);
  if (code === ('invalid_field' satisfies ErrorCode) && error instanceof ApiError) {
    const parsed = registerFieldErrorSchema.safeParse(error.value);
    if (parsed.success && shown.has(parsed.data.field as RegisterFieldName)) {
      const { field, messageKey, min, max } = parsed.data;
      return { kind: 'field', field: field as RegisterFieldName, message: `${messageKey}|${min}|${max}` };
    }
  }
  const field =
    code === ('account_exists' satisfies ErrorCode)
      ? ctx.mode === 'mobile'
        ? 'mobileNum'
        : 'username'
      : codeFields[code];
  if (field && (field === 'terms' || shown.has(field))) return { kind: 'field', field, message: code };
  return { kind: 'alert', code };
};
