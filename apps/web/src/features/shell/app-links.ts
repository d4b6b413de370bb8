import type { LanguagePack } from '@gp/contract/constants';

interface ResourceEntry {
  labelNameEn: string;
  url: string;
}

export interface AppLink {
  platform: 'ios' | 'android';
  labelKey: 'side_app_ios' | 'side_app_android';
  url: string;
}

/**
 * App download links (spec 2.4): iOS is built from the origin, the language and the session token;
 * Android comes from the site's resources (an entry keyed or labelled "android").
 */
export const appLinks = (input: {
  origin: string;
  language: LanguagePack;
  token: string | null;
  resources: Record<string, ResourceEntry>;
}): AppLink[] => {
  const ios = new URL('/app/ios', input.origin);
  ios.searchParams.set('language', input.language);
  if (input.token) ios.searchParams.set('token', input.token);
  const links: AppLink[] = [{ platform: 'ios', labelKey: 'side_app_ios', url: ios.href }];
  const android = Object.entries(input.resources).find(
    ([key, entry]) => /android/i.test(key) || /android/i.test(entry.labelNameEn),
  )?.[1];
  if (android?.url) {
    links.push({
      platform: 'android',
      labelKey: 'side_app_android',
      url: new URL(android.url, input.origin).href,
    });
  }
  return links;
};
