import { lazy } from 'react';
import { withWholePack, type FeaturePack } from '../../../i18n/i18n';
import { loadChunk } from '../../../lib/load-chunk';
import { accountPack } from '../../account/i18n/packs';
import { loginActivityPack } from '../../login-activity/i18n/packs';
import { secondFactorPack } from '../../second-factor/i18n/packs';
import { socialPack } from '../../auth/social/i18n/packs';

/**
 * The security centre's sections of issue 18, each loaded with its strings when the page shows it:
 * they stay out of every other page's chunks.
 */
const section = <P extends object>(importer: () => Promise<React.ComponentType<P>>, pack: FeaturePack) =>
  lazy(() => loadChunk(withWholePack(() => importer().then((component) => ({ default: component })), pack)));

/** Personal details and the bound mobile and e-mail. */
export const MyAccountCards = section(
  () => import('../../account/components/my-account-cards').then((m) => m.MyAccountCards),
  accountPack,
);

/** A forgotten payment password, reset by a code. */
export const PaymentPasswordReset = section(
  () => import('../../account/components/payment-password-reset').then((m) => m.PaymentPasswordReset),
  accountPack,
);

/** The authenticator app and the trusted browsers. */
export const AuthenticatorCard = section(
  () => import('../../second-factor/components/authenticator-card').then((m) => m.AuthenticatorCard),
  secondFactorPack,
);

/** The linked social sign-ins (issue 18). */
export const SocialLinksCard = section(
  () => import('../../auth/social/social-links-card').then((m) => m.SocialLinksCard),
  socialPack,
);

/** Sessions and login history, once the page's end comes into view. */
export const LoginActivity = section(
  () => import('../../login-activity/components/login-activity').then((m) => m.LoginActivity),
  loginActivityPack,
);
