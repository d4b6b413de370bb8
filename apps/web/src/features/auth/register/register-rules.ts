import { constants } from '@gp/contract/constants';
import { checkFieldRule, type FieldRule } from '@gp/contract/patterns';
import type { RegisterFieldName, RegisterSettings } from '@gp/contract/system';
import { z } from 'zod';
import { forcedRule } from '../new-password-rules';

/**
 * Username registration (USERNAMEREG3) or mobile registration (MOBILENUMREG3), spec 4.4; 'social': a
 * social sign-in's new account (issue 18): a username, no password, only the required fields.
 */
export type RegisterMode = 'username' | 'mobile' | 'social';

export interface RegisterContext {
  mode: RegisterMode;
  settings: RegisterSettings;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: a registration with a mobile number needs its SMS code. */
  smsVerification: boolean;
  today: Date;
  /** Fields a social sign-in's provider already gave (its verified e-mail): not asked. */
  given?: readonly RegisterFieldName[];
}

const profileOrder = [
  'email',
  'payeeName',
  'paymentPassword',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegisterFieldName[];

/** Fields in display order: the account first, then the profile, the invitation code and the captcha. */
const fieldOrder = (mode: RegisterMode): RegisterFieldName[] =>
  mode === 'mobile'
    ? ['mobileNum', 'verificationCode', 'password', 'confirmPassword', ...profileOrder]
    : ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', ...profileOrder];

/**
 * The fields the form shows, each with the rule it is checked by (spec 5): a field is shown when its
 * rule is enabled, and required when the rule says so. As on the server, some are always there and
 * required: the username (username registration), the mobile number (mobile registration), password
 * and confirmation (unless mobile registration without MOBILENUMPASSREG3), the payment password
 * whenever shown, and the SMS code whenever SMS verification is on and a mobile number is asked for.
 */
export const shownRegisterFields = (ctx: RegisterContext): Map<RegisterFieldName, FieldRule> => {
  const { rules } = ctx.settings;
  const social = ctx.mode === 'social';
  const needsPassword = ctx.mode === 'username' || (ctx.mode === 'mobile' && ctx.mobilePassword);
  const mobileShown =
    ctx.mode === 'mobile' || (rules.mobileNum?.enabled === true && (!social || rules.mobileNum.required));
  const forced: Partial<Record<RegisterFieldName, boolean>> = {
    username: ctx.mode !== 'mobile',
    password: needsPassword,
    confirmPassword: needsPassword,
    mobileNum: ctx.mode === 'mobile',
    paymentPassword: rules.paymentPassword?.enabled === true,
    verificationCode: ctx.smsVerification && mobileShown,
  };
  const shown = new Map<RegisterFieldName, FieldRule>();
  for (const name of fieldOrder(ctx.mode)) {
    const rule = rules[name];
    const force = forced[name] === true;
    if (name === 'username' && ctx.mode === 'mobile') continue;
    if (ctx.given?.includes(name)) continue;
    // A social account's short page: no captcha (the provider's sign-in stands in), no optional field.
    if (social && (name === 'captcha' || (!force && rule?.required !== true))) continue;
    if ((name === 'password' || name === 'confirmPassword') && !needsPassword) continue;
    if (name === 'verificationCode') {
      if (!force) continue;
      shown.set(name, rule?.enabled ? { ...rule, required: true } : { ...forcedRule, maxLength: 255 });
      continue;
    }
    if (rule?.enabled) shown.set(name, { ...rule, required: rule.required || force });
    else if (force) shown.set(name, forcedRule);
  }
  return shown;
};

/** A date input gives yyyy-MM-dd; the birthday rule may ask for MM-dd-yyyy (patternId 18). */
export const birthdayForRule = (isoDate: string, patternId: number): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match || patternId !== 18) return isoDate;
  return `${match[2]}-${match[3]}-${match[1]}`;
};

/** Completed years between a yyyy-MM-dd birthday and today. */
export const ageOn = (isoDate: string, today: Date): number => {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
};

const secretFields = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterFormValues = Record<RegisterFieldName, string> & {
  countryDialingCode: string;
  terms: boolean;
};

/** A field's value as sent: text trimmed, secrets as typed. */
export const fieldValue = (values: RegisterFormValues, name: RegisterFieldName): string =>
  secretFields.has(name) ? values[name] : values[name].trim();

const text = z.string().max(constants.verificationCodeMaxLength, 'pattern_length|0|255');

/**
 * The registration form schema compiled from the server's rules. Messages are translation keys; rule
 * messages carry min and max (`key|min|max`), and the required message is the same pattern message.
 */
export const registerFormSchema = (ctx: RegisterContext) => {
  const shown = shownRegisterFields(ctx);
  const shape = Object.fromEntries(
    fieldOrder('username').map((name) => [name, name === 'verificationCode' ? text : z.string()]),
  ) as Record<RegisterFieldName, z.ZodString>;
  return z
    .object({ ...shape, birthday: z.string(), countryDialingCode: z.string(), terms: z.boolean() })
    .superRefine((values, issue) => {
      const failed = new Set<RegisterFieldName>();
      for (const [name, rule] of shown) {
        // In username registration an optional mobile number left empty needs no SMS code.
        if (name === 'verificationCode' && values.mobileNum.trim() === '') continue;
        const value = fieldValue(values, name);
        const violation = checkFieldRule(
          name === 'birthday' ? birthdayForRule(value, rule.patternId) : value,
          rule,
        );
        if (!violation) continue;
        failed.add(name);
        issue.addIssue({
          code: 'custom',
          path: [name],
          message: `${violation.messageKey}|${violation.min}|${violation.max}`,
        });
      }
      if (
        shown.has('confirmPassword') &&
        !failed.has('confirmPassword') &&
        values.confirmPassword !== values.password
      ) {
        issue.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'inconsistent_twice' });
      }
      const birthday = values.birthday.trim();
      if (shown.has('birthday') && birthday && !failed.has('birthday')) {
        const minimum = ctx.settings.minimumAge;
        if (ageOn(birthday, ctx.today) < minimum) {
          issue.addIssue({ code: 'custom', path: ['birthday'], message: `register_under_age|${minimum}` });
        }
      }
      if (!values.terms) issue.addIssue({ code: 'custom', path: ['terms'], message: 'terms_not_accepted' });
    });
};

export const emptyRegisterValues = (): RegisterFormValues => ({
  ...(Object.fromEntries(fieldOrder('username').map((name) => [name, ''])) as Record<
    RegisterFieldName,
    string
  >),
  birthday: '',
  countryDialingCode: '',
  terms: true,
});
