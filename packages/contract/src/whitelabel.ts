/**
 * Whitelabel flags (spec sections 3 and 6), free of zod so the first screen reads them without the schema
 * library (issue 15); the wire schema of the tree is in system.ts.
 */

/** Whitelabel tree node (spec section 3): enabled '1' means true. */
export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}

/**
 * Feature flags of sections 3 and 6. The five ids the spec shows keep their names; the rest follow the
 * same `<NAME>3` style and are recorded in docs/decisions.md.
 */
export const whitelabelFlags = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobileRegistrationPassword: 'MOBILENUMPASSREG3',
  registrationSmsVerification: 'REGMOBVERF3',
  agentPolicy: 'AGENTPOLICY3',
  freePlay: 'FREEPLAY3',
  forcedPasswordExpiryChange: 'PWDEXPIRY3',
  smsCodeLogin: 'SMSLOGIN3',
  phonePasswordChange: 'PHONEPWD3',
  vip: 'VIP3',
  referral: 'REFERRAL3',
  loginSecondFactor: 'LOGIN2FA3',
  socialSignIn: 'SOCIALLOGIN3',
  /** Issue 18: the header shows a member's session time and net result. */
  sessionClock: 'SESSIONCLOCK3',
} as const;

export type WhitelabelFlag = (typeof whitelabelFlags)[keyof typeof whitelabelFlags];

/** Depth-first search of the tree; a flag is on only when it and every ancestor are enabled. */
export const isFlagEnabled = (tree: readonly WhitelabelNode[], modId: string): boolean => {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isFlagEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
};
