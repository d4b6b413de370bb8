import { patternCatalogue, type FieldRule, type PatternId } from '@gp/contract/patterns';
import type { RegisterFieldName } from '@gp/contract/system';

const rule = (
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  flags: { enabled?: boolean; required?: boolean; freeText?: boolean } = {},
): FieldRule => ({
  enabled: flags.enabled ?? true,
  required: flags.required ?? false,
  // Pattern 1 is "any text of the right length": the wire form of that is a lone '*'.
  acceptedPattern: flags.freeText || patternId === 1 ? '*' : patternCatalogue[patternId].pattern,
  patternId,
  minLength,
  maxLength,
});

/** Registration rules of the demo merchant: one per Register user field (spec sections 3 and 5). */
export const demoRegisterRules: Record<RegisterFieldName, FieldRule> = {
  username: rule(2, 6, 16, { required: true }),
  password: rule(6, 6, 20, { required: true }),
  confirmPassword: rule(6, 6, 20, { required: true }),
  payeeName: rule(1, 2, 50),
  email: rule(4, 6, 100),
  qqNum: rule(7, 5, 12, { enabled: false }),
  mobileNum: rule(7, 8, 15, { required: true }),
  recommenderId: rule(5, 4, 16, { enabled: false }),
  captcha: rule(5, 4, 6, { required: true }),
  verificationCode: rule(7, 4, 8, { required: true }),
  affiliateCode: rule(5, 4, 16),
  paymentPassword: rule(7, 6, 6, { enabled: false }),
  line: rule(10, 3, 50, { enabled: false }),
  whatsapp: rule(7, 8, 15, { enabled: false }),
  facebook: rule(10, 3, 50, { enabled: false }),
  wechat: rule(10, 3, 50, { enabled: false }),
  idNumber: rule(5, 6, 20, { enabled: false }),
  birthday: rule(17, 10, 10, { enabled: false }),
};
