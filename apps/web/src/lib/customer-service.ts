import { decodeCustomerServicePath } from '@gp/contract/customer-service';

interface CustomerServiceEntry {
  csType: string;
  path: string;
}

/** The first customer-service entry's decoded URL, when it is a safe http(s) link. */
export const customerServiceUrl = (entries: readonly CustomerServiceEntry[]): string | null => {
  const first = entries[0];
  if (!first) return null;
  const url = decodeCustomerServicePath(first.path);
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/** Opens customer service in a new tab without giving it a handle on this window. */
export const openCustomerService = (entries: readonly CustomerServiceEntry[]): boolean => {
  const url = customerServiceUrl(entries);
  if (!url) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
};
