import type { Translate } from '../i18n/translator';

/**
 * The name a vendor card shows, in the viewer's language. Brand names (PG Soft, JDB Fishing) are the
 * catalogue's own; vendors whose name is a plain description (the lottery lanes) have a translation
 * under `vendor_name.<code>`. Never the internal vendor code, unless the catalogue has no name at all.
 */
export const vendorDisplayName = (
  t: Translate,
  vendor: { vassalage: string; displayName?: string | undefined; nodeName?: string | undefined },
): string =>
  t(`vendor_name.${vendor.vassalage}`, {
    defaultValue: vendor.displayName || vendor.nodeName || vendor.vassalage,
  });
