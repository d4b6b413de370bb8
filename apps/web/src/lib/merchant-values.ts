import { sessionKeys } from '@gp/contract/constants';
import type { PermissionValue } from '@gp/contract/system';
import { session } from './storage';

/**
 * The merchant values of session storage (spec 3): written at start-up and written again after a
 * logout, which clears all of session storage (spec 4.1).
 */
export const storeMerchantValues = (info: PermissionValue['info']): void => {
  session.set(sessionKeys.merchantCode, info.site.merchantCode);
  session.setJson(sessionKeys.merchant, {
    merchantCode: info.site.merchantCode,
    mainDomain: info.mainDomain,
    currency: info.site.currency,
    currencySymbol: info.site.currencySymbol,
  });
  session.setJson(sessionKeys.validate, info.register);
};
