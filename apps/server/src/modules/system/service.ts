import type { EncryptionInfo } from '@gp/contract/payload-crypto';
import type {
  CountryCode,
  DomainRoute,
  HelpCenterValue,
  PermissionValue,
  RegisterSettings,
} from '@gp/contract/system';
import { isFlagEnabled } from '@gp/contract/whitelabel';
import { siteConfigSchema } from '@gp/contract/site';
import type { WhitelabelNode } from '@gp/contract/whitelabel';
import type { LanguagePack } from '@gp/contract/constants';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { GeoLookup } from './geo.js';
import type { SystemRepository } from './repository.js';

const stringList = z.array(z.string());

type NodeRow = Awaited<ReturnType<SystemRepository['listWhitelabelNodes']>>[number];

/** Builds the nested whitelabel tree from flat rows (parent pointer + sort order). */
export const buildWhitelabelTree = (rows: readonly NodeRow[]): WhitelabelNode[] => {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows)
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled, childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
};

/** The merchant's registration rules (spec 5), also read by the operator command line. */
export const loadRegisterSettings = async (
  repo: SystemRepository,
  merchantCode: string,
): Promise<RegisterSettings> => {
  const [m, rules] = await Promise.all([
    repo.findMerchant(merchantCode),
    repo.listRegisterRules(merchantCode),
  ]);
  if (!m) throw new AppError('system_error', `merchant ${merchantCode} is not configured`);
  return {
    rules: Object.fromEntries(
      rules.map((r) => [
        r.field_name,
        {
          enabled: Number(r.enabled) === 1,
          required: Number(r.required) === 1,
          acceptedPattern: r.accepted_pattern,
          patternId: Number(r.pattern_id),
          minLength: Number(r.min_length),
          maxLength: Number(r.max_length),
        },
      ]),
    ),
    minimumAge: Number(m.register_minimum_age),
    termsRequired: Number(m.register_terms_required) === 1,
  };
};

export const createSystemService = (deps: {
  repo: SystemRepository;
  geo: GeoLookup;
  merchantCode: string;
  /** Public key of the payload encryption, delivered in the permission response. */
  encryption: EncryptionInfo;
}) => {
  const { repo, geo, merchantCode } = deps;

  const merchant = async () => {
    const row = await repo.findMerchant(merchantCode);
    if (!row) throw new AppError('system_error', `merchant ${merchantCode} is not configured`);
    return row;
  };

  const whitelabel = async (): Promise<WhitelabelNode[]> =>
    buildWhitelabelTree(await repo.listWhitelabelNodes(merchantCode));

  const registerSettings = () => loadRegisterSettings(repo, merchantCode);

  const domainRoute = async (): Promise<DomainRoute> => {
    const [m, routes] = await Promise.all([merchant(), repo.listDomainRoutes(merchantCode)]);
    return { mainDomain: m.main_domain, routes };
  };

  const maintenance = async (): Promise<boolean> => (await repo.findMaintenance(merchantCode)) ?? false;

  return {
    whitelabel,
    registerSettings,
    domainRoute,

    /** The merchant's name: the sender of codes and the issuer an authenticator app shows. */
    siteName: async (): Promise<string> => (await merchant()).name,

    /** Whether a whitelabel flag is on (it and every ancestor enabled). */
    flag: async (modId: string): Promise<boolean> => isFlagEnabled(await whitelabel(), modId),

    countryCodes: async (): Promise<CountryCode[]> =>
      (await repo.listCountryCodes(merchantCode)).map((r) => ({
        countryCode: r.country_code,
        countryDialingCode: r.country_dialing_code,
      })),

    systemStatus: async () => ({ maintenance: await maintenance(), serverTime: new Date().toISOString() }),

    /** The start-up call (spec 7): settings, the visitor's location, maintenance and region restriction. */
    permission: async (ip: string): Promise<PermissionValue> => {
      const [m, tree, register, routes, customerService, resources] = await Promise.all([
        merchant(),
        whitelabel(),
        registerSettings(),
        repo.listDomainRoutes(merchantCode),
        repo.listCustomerService(merchantCode),
        repo.listResources(merchantCode),
      ]);
      const countryCode = geo.countryOf(ip);
      return {
        info: {
          customerService: customerService.map((c) => ({ csType: c.cs_type, path: c.path })),
          domainRoute: { mainDomain: m.main_domain, routes },
          resources: Object.fromEntries(
            resources.map((r) => [r.resource_key, { labelNameEn: r.label_name_en, url: r.url }]),
          ),
          whitelabel: tree,
          register,
          mainDomain: m.main_domain,
          analytics: { gtagId: m.gtag_id },
          imageCDNs: stringList.parse(JSON.parse(m.image_cdns)),
          launchGameCDNs: stringList.parse(JSON.parse(m.launch_game_cdns)),
          site: siteConfigSchema.parse(JSON.parse(m.site_config)),
          encryption: deps.encryption,
        },
        location: { ip, countryCode },
        maintenance: Number(m.maintenance) === 1,
        regionRestriction: geo.isRestricted(countryCode),
      };
    },

    helpCenter: async (language: LanguagePack): Promise<HelpCenterValue> => ({
      sections: await repo.listHelpSections(merchantCode, language),
    }),
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
