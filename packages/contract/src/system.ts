import { z } from 'zod';
import { encryptionInfoSchema } from './payload-schemas.js';
import { languageSchema, siteConfigSchema } from './site.js';
import type { WhitelabelNode } from './whitelabel.js';

/** The whitelabel tree on the wire (whitelabel.ts has the flags and their lookup). */
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.enum(['0', '1']),
  get childrenNodes() {
    return z.array(whitelabelNodeSchema);
  },
});

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  /** Obfuscated: see customer-service.ts. */
  path: z.string(),
});

export const resourceEntrySchema = z.object({ labelNameEn: z.string(), url: z.string() });
export const resourcesSchema = z.record(z.string(), resourceEntrySchema);

export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export const registerFieldNameSchema = z.enum(registerFieldNames);
export type RegisterFieldName = z.infer<typeof registerFieldNameSchema>;

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});

/** Response value of /wps/system/setting/register: one rule per Register user field. */
export const registerSettingsSchema = z.object({
  rules: z.partialRecord(registerFieldNameSchema, fieldRuleSchema),
  minimumAge: z.number().int(),
  termsRequired: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  routes: z.array(z.object({ domain: z.string(), purpose: z.enum(['WEB', 'AGENT', 'APP', 'API']) })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const locationSchema = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2, or null when the address is private or unknown. */
  countryCode: z.string().nullable(),
});

export const permissionInfoSchema = z.object({
  customerService: z.array(customerServiceEntrySchema),
  domainRoute: domainRouteSchema,
  resources: resourcesSchema,
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerSettingsSchema,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()).min(1),
  launchGameCDNs: z.array(z.string()).min(1),
  site: siteConfigSchema,
  /** Server public key for the E routes (payload-crypto.ts). */
  encryption: encryptionInfoSchema,
});

export const permissionValueSchema = z.object({
  info: permissionInfoSchema,
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

export const systemStatusValueSchema = z.object({
  maintenance: z.boolean(),
  serverTime: z.string(),
});

export const helpCenterQuerySchema = z.object({
  lang: languageSchema,
  device: z.literal('WEB'),
});

export const helpCenterValueSchema = z.object({
  sections: z.array(
    z.object({
      /** Anchor id used by /help#term, #terms, #privacy. */
      anchor: z.string(),
      title: z.string(),
      /** Sanitized HTML. */
      content: z.string(),
    }),
  ),
});
export type HelpCenterValue = z.infer<typeof helpCenterValueSchema>;

export const languageQuerySchema = z.object({ language: languageSchema.optional() });

/** GET /wps/system/countryCodes value item (spec 3, Country). */
export const countryCodeSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** Dialing code with its plus sign, e.g. '+82'. */
  countryDialingCode: z.string().regex(/^\+[0-9]{1,4}$/),
});
export const countryCodesValueSchema = z.array(countryCodeSchema);
export type CountryCode = z.infer<typeof countryCodeSchema>;
