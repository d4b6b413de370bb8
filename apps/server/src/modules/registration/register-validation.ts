import { checkFieldRule, messageKeyFor, type FieldRule, type RuleViolation } from '@gp/contract/patterns';
import type { RegisterFieldName, RegisterSettings } from '@gp/contract/system';
import type { RegisterBody, RegisterFieldError } from '@gp/contract/verification';
import { AppError } from '../../lib/app-error.js';

/**
 * Registration field rules (spec 5), pure: the same per-field rules the server publishes at
 * GET /wps/system/setting/register, checked with the contract's `checkFieldRule`, in the order of
 * `registerFieldNames`. The first breach answers 400 invalid_field with
 * `value: { field, reason: 'required' | 'pattern', messageKey, min, max }`.
 *
 * - A field whose rule is disabled (or absent) is ignored: its value is neither checked nor stored.
 * - Always required whatever the rule says: username (username registration), mobileNum (mobile
 *   registration), password and confirmPassword (unless mobile registration without
 *   MOBILENUMPASSREG3), and paymentPassword whenever its field is enabled ("always required when shown").
 * - confirmPassword must equal password: inconsistent_twice.
 * - birthday (when enabled and given): a real date in the rule's format (patternId 17 yyyy-MM-dd,
 *   18 MM-dd-yyyy), not in the future, and at least `minimumAge` years ago: under_age.
 * - terms: when the merchant requires them, termsAccepted must be true: terms_not_accepted.
 * - verificationCode and the SMS/phone-token rules are the service's (they need the database).
 */
export type RegisterMode = 'username' | 'mobile' | 'social';

export interface ValidationContext {
  mode: RegisterMode;
  settings: RegisterSettings;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  today: Date;
}

export interface ValidatedRegistration {
  /** Username registration only; mobile registration uses the national mobile number. */
  username: string | null;
  /** null: mobile registration without a password (the account logs in by SMS or sets one by phone). */
  password: string | null;
  paymentPassword: string | null;
  mobile: { dialingCode: string | undefined; national: string } | null;
  email: string | null;
  payeeName: string | null;
  recommenderId: string | null;
  affiliateCode: string | null;
  referralCode: string | null;
  captcha: { id: string | undefined; text: string } | null;
  /** Accepted optional fields stored as the member's profile. */
  profile: Record<string, string>;
}

const defaultRule: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 1,
  maxLength: 128,
};

const fieldError = (field: string, reason: RegisterFieldError['reason'], v: RuleViolation) =>
  new AppError('invalid_field', `${field}: ${reason} (${v.messageKey}, ${v.min}-${v.max})`, {
    value: { field, reason, messageKey: v.messageKey, min: v.min, max: v.max } satisfies RegisterFieldError,
  });

/**
 * The registration's username rule for an account opened another way (an agent's registerCenter):
 * the same rule, always required, the same invalid_field answer.
 */
export const checkUsername = (value: string, settings: RegisterSettings): string => {
  const rule = settings.rules.username;
  const violation = checkFieldRule(value, rule?.enabled ? { ...rule, required: true } : defaultRule);
  if (violation) throw fieldError('username', value === '' ? 'required' : 'pattern', violation);
  return value;
};

const profileFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/** Parses a birthday in the rule's format; null when it is not a real calendar date. */
export const parseBirthday = (text: string, patternId: number): Date | null => {
  const match = (patternId === 18 ? /^(\d{2})-(\d{2})-(\d{4})$/ : /^(\d{4})-(\d{2})-(\d{2})$/).exec(text);
  if (!match) return null;
  const [a, b, c] = match.slice(1).map(Number) as [number, number, number];
  const [y, mo, d] = patternId === 18 ? [c, a, b] : [a, b, c];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? date : null;
};

/** Completed years between birth and today (UTC calendar). */
export const ageOn = (birth: Date, today: Date): number => {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
};

export const validateRegistration = (body: RegisterBody, ctx: ValidationContext): ValidatedRegistration => {
  const { rules } = ctx.settings;
  const accepted = new Map<RegisterFieldName, string>();

  /** Checks one field; returns its value when the field is accepted (enabled or forced). */
  const check = (field: RegisterFieldName, value: string | undefined, forceRequired = false) => {
    const rule = rules[field];
    const active = rule?.enabled === true || forceRequired;
    if (!active) return undefined;
    const effective = rule?.enabled ? { ...rule, required: rule.required || forceRequired } : defaultRule;
    const violation = checkFieldRule(value, effective);
    if (violation) throw fieldError(field, (value ?? '') === '' ? 'required' : 'pattern', violation);
    if (value !== undefined && value !== '') accepted.set(field, value);
    return value === '' ? undefined : value;
  };

  // A social account (issue 18) has a username and no password: it logs in by its channel.
  const needsPassword = ctx.mode === 'username' || (ctx.mode === 'mobile' && ctx.mobilePassword);
  const username = ctx.mode !== 'mobile' ? (check('username', body.username, true) ?? null) : null;
  const password = needsPassword ? (check('password', body.password, true) ?? null) : null;
  if (needsPassword) {
    check('confirmPassword', body.confirmPassword, true);
    if (body.confirmPassword !== body.password) {
      throw new AppError('inconsistent_twice', 'The two entries are inconsistent');
    }
  }
  const payeeName = check('payeeName', body.payeeName) ?? null;
  const email = check('email', body.email) ?? null;
  check('qqNum', body.qqNum);
  const mobileNum = check('mobileNum', body.mobileNum, ctx.mode === 'mobile');
  const recommenderId = check('recommenderId', body.recommenderId) ?? null;
  // The provider's own sign-in stands in for the image captcha of a social account.
  const captchaText = ctx.mode === 'social' ? undefined : check('captcha', body.captcha);
  const affiliateCode = check('affiliateCode', body.affiliateCode) ?? null;
  const paymentPassword =
    check('paymentPassword', body.paymentPassword, rules.paymentPassword?.enabled) ?? null;
  for (const field of ['line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const)
    check(field, body[field]);
  const birthday = check('birthday', body.birthday);
  if (birthday !== undefined) {
    const rule = rules.birthday!;
    const born = parseBirthday(birthday, rule.patternId);
    if (!born || born.getTime() > ctx.today.getTime()) {
      throw fieldError('birthday', 'pattern', {
        messageKey: messageKeyFor(rule.patternId),
        min: rule.minLength,
        max: rule.maxLength,
      });
    }
    if (ageOn(born, ctx.today) < ctx.settings.minimumAge) {
      throw new AppError('under_age', `You must be at least ${ctx.settings.minimumAge} years old`);
    }
  }
  if (ctx.settings.termsRequired && body.termsAccepted !== true) {
    throw new AppError('terms_not_accepted', 'Please accept the terms');
  }

  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = accepted.get(field);
    if (value !== undefined) profile[field] = value;
  }
  if (birthday !== undefined) profile.birthday = birthday;
  for (const key of ['domain', 'registerUrl', 'registerMethod', 'firebaseChannel'] as const) {
    const value = body[key];
    if (value) profile[key] = value;
  }
  return {
    username,
    password,
    paymentPassword,
    mobile: mobileNum !== undefined ? { dialingCode: body.countryDialingCode, national: mobileNum } : null,
    email,
    payeeName,
    recommenderId,
    affiliateCode,
    referralCode: body.referralCode ? body.referralCode : null,
    captcha: captchaText !== undefined ? { id: body.captchaId, text: captchaText } : null,
    profile,
  };
};
