import { whitelabelFlags, type WhitelabelNode } from '@gp/contract/whitelabel';
import type { SiteConfig } from '@gp/contract/site';

export const demoMerchantCode = 'DEMO';

export const demoMerchant = {
  name: 'Demo Gaming',
  mainDomain: 'localhost',
  gtagId: 'G-DEMO123456',
  imageCDNs: ['/cdn/img1', '/cdn/img2'],
  launchGameCDNs: ['/cdn/launch1', '/cdn/launch2'],
  registerMinimumAge: 18,
  registerTermsRequired: true,
};

export const demoSiteConfig = (merchantCode: string): SiteConfig => ({
  merchantCode,
  platform: 'WEB',
  lotteryType: 'VN',
  defaultLanguage: 'KO',
  supportedLanguages: ['KO', 'EN', 'JA', 'PT'],
  esportVendors: ['IMES'],
  cockfightVendors: ['SV3'],
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  currency: 'KRW',
  currencySymbol: '₩',
  minimumAge: 18,
  socialChannels: [
    { name: 'FACEBOOK', url: 'https://www.facebook.com/demo.gaming.platform' },
    { name: 'YOUTUBE', url: 'https://www.youtube.com/@demo.gaming.platform' },
  ],
});

export const demoDomainRoutes = [
  { domain: 'localhost', purpose: 'WEB' },
  { domain: 'localhost', purpose: 'AGENT' },
  { domain: 'localhost', purpose: 'APP' },
  { domain: 'localhost', purpose: 'API' },
] as const;

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

const f = whitelabelFlags;

/** The demo merchant's feature tree: registration flags under REG3, login flags under LOGIN3, and so on. */
export const demoWhitelabelTree: WhitelabelNode[] = [
  node('REG3', true, [
    node(f.usernameRegistration, true),
    node(f.mobileRegistration, true, [node(f.mobileRegistrationPassword, true)]),
    node(f.registrationSmsVerification, true),
  ]),
  node('LOGIN3', true, [
    node(f.smsCodeLogin, true),
    node(f.freePlay, true),
    node(f.loginSecondFactor, false),
    node(f.socialSignIn, false),
  ]),
  node('SECURITY3', true, [node(f.forcedPasswordExpiryChange, true), node(f.phonePasswordChange, true)]),
  node('PROMO3', true, [node(f.referral, true), node(f.vip, true)]),
  node('AGENT3', true, [node(f.agentPolicy, true)]),
  node('SAFER3', true, [node(f.sessionClock, true)]),
];

export const demoCustomerService = [
  { csType: 'LIVECHAT', url: 'https://chat.demo-gaming.example/livechat?merchant=DEMO' },
  { csType: 'TELEGRAM', url: 'https://t.me/demo_gaming_support' },
  { csType: 'EMAIL', url: 'mailto:support@demo-gaming.example' },
] as const;

export const demoResources = [
  {
    key: 'ANDROID_APK',
    labelNameEn: 'Android app',
    url: 'https://download.demo-gaming.example/android/demo.apk',
  },
  {
    key: 'IOS_GUIDE',
    labelNameEn: 'iOS install guide',
    url: 'https://download.demo-gaming.example/ios/guide',
  },
  {
    key: 'ANDROID_GUIDE',
    labelNameEn: 'Android install guide',
    url: 'https://download.demo-gaming.example/android/guide',
  },
] as const;

export const bannerGroups = ['w_home', 'w_login', 'w_register', 'w_leftmenu', 'w_forget'] as const;

export interface BannerSeed {
  key: string;
  groupName: (typeof bannerGroups)[number];
  title: string;
  linkageType: 'NONE' | 'ROUTE' | 'URL' | 'GAME_TYPE';
  linkage: string;
}

export const demoBanners: BannerSeed[] = [
  {
    key: 'home-welcome',
    groupName: 'w_home',
    title: 'Welcome bonus 100%',
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  {
    key: 'home-slots',
    groupName: 'w_home',
    title: '10,000 slots to spin',
    linkageType: 'GAME_TYPE',
    linkage: 'RNG',
  },
  {
    key: 'home-live',
    groupName: 'w_home',
    title: 'Live casino tables 24/7',
    linkageType: 'GAME_TYPE',
    linkage: 'LIVE',
  },
  {
    key: 'home-sports',
    groupName: 'w_home',
    title: 'Bet on every match',
    linkageType: 'ROUTE',
    linkage: '/sports',
  },
  {
    key: 'login-secure',
    groupName: 'w_login',
    title: 'Play safely, play fair',
    linkageType: 'NONE',
    linkage: '',
  },
  {
    key: 'register-join',
    groupName: 'w_register',
    title: 'Join in one minute',
    linkageType: 'NONE',
    linkage: '',
  },
  {
    key: 'leftmenu-vip',
    groupName: 'w_leftmenu',
    title: 'VIP rewards',
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  {
    key: 'forget-help',
    groupName: 'w_forget',
    title: 'We will help you back in',
    linkageType: 'ROUTE',
    linkage: '/help',
  },
];
