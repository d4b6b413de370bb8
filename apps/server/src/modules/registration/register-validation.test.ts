import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFieldRule, patternCatalogue, type FieldRule } from '@gp/contract/patterns';
import type { RegisterSettings } from '@gp/contract/system';
import { registerBodySchema } from '@gp/contract/verification';
import { AppError } from '../../lib/app-error.js';
import { demoRegisterRules } from '../../db/seed/register-rules.js';
import { ageOn, parseBirthday, validateRegistration } from './register-validation.js';

const settings = (rules: RegisterSettings['rules']): RegisterSettings => ({
  rules,
  minimumAge: 18,
  termsRequired: true,
});
const today = new Date('2026-06-15T00:00:00Z');
const base = registerBodySchema.parse({
  username: 'player01',
  password: 'Abc12345',
  confirmPassword: 'Abc12345',
  mobileNum: '01012345678',
  countryDialingCode: '+82',
  captcha: 'abcd',
  termsAccepted: true,
});

const run = (body: Record<string, unknown>, rules: RegisterSettings['rules'] = demoRegisterRules) => {
  try {
    return {
      ok: validateRegistration(registerBodySchema.parse({ ...base, ...body }), {
        mode: 'username',
        settings: settings(rules),
        mobilePassword: true,
        today,
      }),
    };
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, value: error.extras.value as Record<string, unknown> | undefined };
    throw error;
  }
};

const ruleArb: fc.Arbitrary<FieldRule> = fc
  .record({
    enabled: fc.boolean(),
    required: fc.boolean(),
    patternId: fc.constantFrom(1, 2, 4, 5, 6, 7, 9, 10),
    minLength: fc.integer({ min: 0, max: 6 }),
    extra: fc.integer({ min: 0, max: 10 }),
  })
  .map(({ extra, ...r }) => ({
    ...r,
    maxLength: r.minLength + extra,
    acceptedPattern: r.patternId === 1 ? '*' : patternCatalogue[r.patternId as 2].pattern,
  }));

describe('validateRegistration (pure)', () => {
  it('agrees with checkFieldRule for every optional field, rule and value (property)', () => {
    const fields = [
      'payeeName',
      'email',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        ruleArb,
        fc.option(fc.string({ maxLength: 16 }), { nil: undefined }),
        (field, rule, raw) => {
          const value = raw?.trim();
          const result = run({ [field]: value }, { ...demoRegisterRules, [field]: rule });
          const expected = checkFieldRule(value === '' ? undefined : value, rule);
          if (expected) {
            expect(result).toMatchObject({
              code: 'invalid_field',
              value: { field, messageKey: expected.messageKey },
            });
          } else {
            expect(result.code).toBeUndefined();
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('checks confirmPassword, terms and payment password', () => {
    expect(run({ confirmPassword: 'Abc12346' })).toMatchObject({ code: 'inconsistent_twice' });
    expect(run({ termsAccepted: false })).toMatchObject({ code: 'terms_not_accepted' });
    expect(run({ termsAccepted: undefined })).toMatchObject({ code: 'terms_not_accepted' });
    const rules = {
      ...demoRegisterRules,
      paymentPassword: { ...demoRegisterRules.paymentPassword, enabled: true, required: false },
    };
    expect(run({}, rules)).toMatchObject({
      code: 'invalid_field',
      value: { field: 'paymentPassword', reason: 'required' },
    });
    expect(run({ paymentPassword: '123456' }, rules).ok?.paymentPassword).toBe('123456');
  });

  it('ignores the username and password in mobile registration without MOBILENUMPASSREG3', () => {
    const out = validateRegistration(
      registerBodySchema.parse({ ...base, username: '!', password: undefined, confirmPassword: undefined }),
      {
        mode: 'mobile',
        settings: settings(demoRegisterRules),
        mobilePassword: false,
        today,
      },
    );
    expect(out).toMatchObject({ username: null, password: null, mobile: { national: '01012345678' } });
  });

  it('parses both date formats and counts completed years', () => {
    expect(parseBirthday('2000-02-29', 17)?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseBirthday('02-29-2000', 18)?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseBirthday('2001-02-29', 17)).toBeNull();
    expect(parseBirthday('2000-13-01', 17)).toBeNull();
    expect(parseBirthday('2000-01-01', 18)).toBeNull();
    expect(ageOn(new Date('2008-06-15T00:00:00Z'), today)).toBe(18);
    expect(ageOn(new Date('2008-06-16T00:00:00Z'), today)).toBe(17);
  });
});
