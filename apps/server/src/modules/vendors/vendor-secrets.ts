import { randomBytes } from 'node:crypto';
import type { VendorConfig } from '../../config.js';
import type { SecurityRepository } from '../security/repository.js';

/**
 * The keys of the vendor layer, one per purpose:
 * - a seamless-wallet secret per integration (DEMO, LOTTO, ...): it signs and verifies that
 *   integration's calls only, so a leaked vendor secret cannot move money as another integration;
 * - the launch-token key: the platform signs launch tokens with it and verifies them on the session
 *   call; no vendor holds it.
 * Each comes from the environment (VENDOR_SECRETS, LAUNCH_TOKEN_KEY) or, when unset, is generated once
 * and kept in `server_keys`, so every process of the platform shares it (the first process to insert
 * wins, the others read its value).
 */
export interface VendorKeys {
  /** The wallet secret of a registered integration; undefined for any other name. */
  walletSecretFor: (integration: string) => string | undefined;
  launchTokenKey: string;
}

export const walletSecretKeyName = (integration: string) => `vendor-wallet-secret:${integration}`;
export const launchTokenKeyName = 'launch-token-key';

const generated = () => randomBytes(32).toString('base64url');

export const loadVendorKeys = async (
  repo: Pick<SecurityRepository, 'findKey' | 'insertKeyIfAbsent'>,
  options: {
    /** The registered integrations (the registry's names). */
    integrations: readonly string[];
    vendors: Pick<VendorConfig, 'walletSecrets' | 'launchTokenKey'>;
    now: string;
  },
): Promise<VendorKeys> => {
  const { integrations, vendors, now } = options;
  // A secret configured for a name no integration has is a typo: refuse to start rather than let the
  // real integration silently run on a generated secret its vendor does not know.
  const unknown = Object.keys(vendors.walletSecrets).filter((name) => !integrations.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `VENDOR_SECRETS names unknown integrations: ${unknown.join(', ')} (known: ${integrations.join(', ')})`,
    );
  }
  const stored = async (name: string) =>
    (await repo.findKey(name)) ?? (await repo.insertKeyIfAbsent(name, generated(), now));
  const secrets = new Map<string, string>();
  for (const integration of integrations) {
    secrets.set(
      integration,
      vendors.walletSecrets[integration] ?? (await stored(walletSecretKeyName(integration))),
    );
  }
  return {
    walletSecretFor: (integration) => secrets.get(integration),
    launchTokenKey: vendors.launchTokenKey ?? (await stored(launchTokenKeyName)),
  };
};

/** One secret setting of the vendor layer, for a start-up check of production configuration. */
export interface SecretSetting {
  /** The environment setting: `VENDOR_SECRETS:<integration>` or `LAUNCH_TOKEN_KEY`. */
  name: string;
  /** The configured value; undefined when not configured (a generated key is then used). */
  value: string | undefined;
  configured: boolean;
}

/**
 * The secret settings the vendor layer needs for these integrations (pass every registered one:
 * demoIntegration, lotteryIntegration, ...). Generated keys are safe for integrations that run inside
 * the platform (DEMO, LOTTO); an integration whose vendor runs elsewhere needs its secret configured.
 */
export const vendorSecretSettings = (
  vendors: Pick<VendorConfig, 'walletSecrets' | 'launchTokenKey'>,
  integrations: readonly string[],
): SecretSetting[] => [
  ...integrations.map((integration) => {
    const value = vendors.walletSecrets[integration];
    return { name: `VENDOR_SECRETS:${integration}`, value, configured: value !== undefined };
  }),
  {
    name: 'LAUNCH_TOKEN_KEY',
    value: vendors.launchTokenKey,
    configured: vendors.launchTokenKey !== undefined,
  },
];
