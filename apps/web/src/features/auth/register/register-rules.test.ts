import type { FieldRule } from '@gp/contract/patterns';
import type { RegisterSettings } from '@gp/contract/system';
import { describe, expect, it } from 'vitest';
import { buildRegisterBody } from './register-flow';
import {
  emptyRegisterValues,
  registerFormSchema,
  shownRegisterFields,
  type RegisterContext,
  type RegisterFormValues,
} from './register-rules';

const rule = (patternId: number, minLength: number, maxLength: number, extra: Partial<FieldRule> = {}) => ({
  enabled: true,
  required: false,
  acceptedPattern: patternId === 7 ? '^[0-9]+$' : patternId === 2 ? '^[A-Za-z][A-Za-z0-9]*$' : '*',
  patternId,
  minLength,
  maxLength,
  ...extra,
});

const settings: RegisterSettings = {
  rules: {
    username: rule(2, 6, 16, { required: true }),
    password: rule(1, 6, 20, { required: true }),
    confirmPassword: rule(1, 6, 20, { required: true }),
    mobileNum: rule(7, 8, 15),
    email: rule(1, 6, 100),
    qqNum: rule(7, 5, 12, { enabled: false }),
    paymentPassword: rule(7, 6, 6),
    birthday: {
      ...rule(18, 10, 10, { required: true }),
      acceptedPattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
    },
  },
  minimumAge: 18,
  termsRequired: true,
};

const ctx = (overrides: Partial<RegisterContext> = {}): RegisterContext => ({
  mode: 'username',
  settings,
  mobilePassword: false,
  smsVerification: true,
  today: new Date(2026, 5, 15),
  ...overrides,
});

const issues = (context: RegisterContext, values: Partial<RegisterFormValues>): Record<string, string> => {
  const result = registerFormSchema(context).safeParse({ ...emptyRegisterValues(), ...values });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue): [string, string] => [String(issue.path[0]), issue.message]),
  );
};

describe('registration fields from the server rules (spec 4.4, 5)', () => {
  it('shows enabled fields only, in order, and requires what the rules and the spec require', () => {
    const shown = shownRegisterFields(ctx());
    expect([...shown.keys()]).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'paymentPassword',
      'birthday',
    ]);
    expect(shown.get('email')?.required).toBe(false);
    expect(shown.get('mobileNum')?.required).toBe(false);
    // The payment password is always required when shown.
    expect(shown.get('paymentPassword')?.required).toBe(true);
  });

  it('mobile registration has no username, requires the number and asks a password only with MOBILENUMPASSREG3', () => {
    const mobile = shownRegisterFields(ctx({ mode: 'mobile' }));
    expect(mobile.has('username')).toBe(false);
    expect(mobile.has('password')).toBe(false);
    expect(mobile.get('mobileNum')?.required).toBe(true);
    expect(
      [...shownRegisterFields(ctx({ mode: 'mobile', mobilePassword: true })).keys()].slice(0, 4),
    ).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
  });

  it('has no SMS code field without REGMOBVERF3', () => {
    expect(shownRegisterFields(ctx({ smsVerification: false })).has('verificationCode')).toBe(false);
  });

  it('uses the pattern message with min and max, also for a required field left empty', () => {
    expect(issues(ctx(), { username: '', password: 'abc', mobileNum: '12ab' })).toMatchObject({
      username: 'pattern_letter_then_alnum|6|16',
      password: 'pattern_length|6|20',
      mobileNum: 'pattern_digits|8|15',
      paymentPassword: 'pattern_digits|6|6',
    });
  });

  it('needs equal passwords, the terms, an SMS code once a number is given, and the minimum age', () => {
    const found = issues(ctx(), {
      username: 'player01',
      password: 'secret12',
      confirmPassword: 'secret13',
      mobileNum: '01055556666',
      paymentPassword: '123456',
      birthday: '2010-01-01',
      terms: false,
    });
    expect(found).toEqual({
      confirmPassword: 'inconsistent_twice',
      verificationCode: 'pattern_length|1|255',
      birthday: 'register_under_age|18',
      terms: 'terms_not_accepted',
    });
  });

  it('builds the Register user payload: shown fields only, birthday in the rule format, page data', () => {
    const body = buildRegisterBody(
      ctx(),
      {
        ...emptyRegisterValues(),
        username: ' player01 ',
        password: 'secret12',
        confirmPassword: 'secret12',
        qqNum: '12345',
        mobileNum: '01055556666',
        countryDialingCode: '+82',
        verificationCode: '123456',
        paymentPassword: '123456',
        birthday: '1990-04-30',
      },
      undefined,
      { href: 'https://demo.example/register?referralCode=AGENT001', host: 'demo.example' },
    );
    expect(body).toEqual({
      username: 'player01',
      password: 'secret12',
      confirmPassword: 'secret12',
      mobileNum: '01055556666',
      countryDialingCode: '+82',
      verificationCode: '123456',
      paymentPassword: '123456',
      birthday: '04-30-1990',
      referralCode: 'AGENT001',
      termsAccepted: true,
      domain: 'demo.example',
      registerUrl: 'https://demo.example/register?referralCode=AGENT001',
      registerMethod: 'WEB',
      login: true,
    });
  });
});
