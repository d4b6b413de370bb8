import { allErrorCodes } from '@gp/contract/errors';
import { patternCatalogue } from '@gp/contract/patterns';
import { beforeEach, describe, expect, it } from 'vitest';
import en from './en.json';
import enMore from './en.more.json';
import ja from './ja.json';
import jaMore from './ja.more.json';
import ko from './ko.json';
import koMore from './ko.more.json';
import pt from './pt.json';
import ptMore from './pt.more.json';
import agentEn from '../features/agent/i18n/en.json';
import agentJa from '../features/agent/i18n/ja.json';
import agentKo from '../features/agent/i18n/ko.json';
import rewardsEn from '../features/promotions/i18n/en.json';
import rewardsJa from '../features/promotions/i18n/ja.json';
import rewardsKo from '../features/promotions/i18n/ko.json';
import rewardsPt from '../features/promotions/i18n/pt.json';
import agentPt from '../features/agent/i18n/pt.json';
import loginsEn from '../features/login-activity/i18n/en.json';
import loginsJa from '../features/login-activity/i18n/ja.json';
import loginsKo from '../features/login-activity/i18n/ko.json';
import loginsPt from '../features/login-activity/i18n/pt.json';
import saferEn from '../features/safer-gambling/i18n/en.json';
import saferJa from '../features/safer-gambling/i18n/ja.json';
import saferKo from '../features/safer-gambling/i18n/ko.json';
import saferPt from '../features/safer-gambling/i18n/pt.json';
import liveEn from '../features/play/demo-game/live/i18n/en.json';
import liveJa from '../features/play/demo-game/live/i18n/ja.json';
import liveKo from '../features/play/demo-game/live/i18n/ko.json';
import livePt from '../features/play/demo-game/live/i18n/pt.json';
import { chooseLanguage, i18n, resolveLanguage } from './i18n';

/** A pack with nested groups (e.g. "lobby": {...}, read as "lobby.key"), flattened to dotted keys. */
type PackTree = { [key: string]: string | PackTree };
const flatten = (tree: PackTree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    if (typeof value === 'string') flat[prefix + key] = value;
    else Object.assign(flat, flatten(value, `${prefix}${key}.`));
    return flat;
  }, {});
/**
 * Each pack's two parts (i18n.ts): what the first screen reads, and the rest; and the feature packs
 * that load with their route (the agent centre's, rewards', safer gambling's).
 */
const parts: Record<
  string,
  { first: Record<string, string>; more: Record<string, string>; features: Record<string, string> }
> = {
  en: {
    first: flatten(en),
    more: flatten(enMore),
    features: {
      ...flatten(agentEn),
      ...flatten(rewardsEn),
      ...flatten(saferEn),
      ...flatten(loginsEn),
      ...flatten(liveEn),
    },
  },
  ko: {
    first: flatten(ko),
    more: flatten(koMore),
    features: {
      ...flatten(agentKo),
      ...flatten(rewardsKo),
      ...flatten(saferKo),
      ...flatten(loginsKo),
      ...flatten(liveKo),
    },
  },
  ja: {
    first: flatten(ja),
    more: flatten(jaMore),
    features: {
      ...flatten(agentJa),
      ...flatten(rewardsJa),
      ...flatten(saferJa),
      ...flatten(loginsJa),
      ...flatten(liveJa),
    },
  },
  pt: {
    first: flatten(pt),
    more: flatten(ptMore),
    features: {
      ...flatten(agentPt),
      ...flatten(rewardsPt),
      ...flatten(saferPt),
      ...flatten(loginsPt),
      ...flatten(livePt),
    },
  },
};
const packs = Object.fromEntries(
  Object.entries(parts).map(([name, { first, more, features }]) => [
    name,
    { ...first, ...more, ...features },
  ]),
);
const patternKeys = Object.values(patternCatalogue).map((entry) => entry.messageKey);

describe('language packs', () => {
  it('all four packs have exactly the same keys', () => {
    const reference = Object.keys(packs.en!).sort();
    for (const [name, pack] of Object.entries(packs)) {
      expect({ name, keys: Object.keys(pack).sort() }).toEqual({ name, keys: reference });
    }
  });

  it('all four packs put the same keys in their first-screen part, and no key in both parts', () => {
    const reference = Object.keys(parts.en!.first).sort();
    for (const [name, { first, more }] of Object.entries(parts)) {
      expect({ name, keys: Object.keys(first).sort() }).toEqual({ name, keys: reference });
      expect(Object.keys(first).filter((key) => key in more)).toEqual([]);
    }
  });

  it('keeps every feature pack key out of the two main parts', () => {
    for (const [name, { first, more, features }] of Object.entries(parts)) {
      const shared = Object.keys(features).filter((key) => key in first || key in more);
      expect({ name, shared }).toEqual({ name, shared: [] });
    }
  });

  it.each(Object.keys(packs))('%s translates every error code of the contract', (name) => {
    const pack = packs[name]!;
    const missing = allErrorCodes.filter((code) => !pack[code]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(packs))('%s translates every pattern message with {{min}} and {{max}}', (name) => {
    const pack = packs[name]!;
    for (const key of patternKeys) {
      const text = pack[key] ?? '';
      expect({ key, min: text.includes('{{min}}'), max: text.includes('{{max}}') }).toEqual({
        key,
        min: true,
        max: true,
      });
    }
  });

  it('packs other than English are actually translated', () => {
    for (const name of ['ko', 'ja', 'pt']) {
      const pack = packs[name]!;
      expect(pack.network_abnormal).not.toBe(en.network_abnormal);
      expect(pack.header_login).not.toBe(en.header_login);
    }
  });
});

describe('language choice', () => {
  const site = { defaultLanguage: 'KO' as const, supportedLanguages: ['EN', 'KO', 'JA'] as const };

  beforeEach(() => {
    localStorage.clear();
  });

  it('uses the site default when nothing is stored', () => {
    expect(resolveLanguage({ ...site, supportedLanguages: [...site.supportedLanguages] })).toBe('KO');
  });

  it('prefers the stored hisLang when the site supports it', () => {
    localStorage.setItem('hisLang', 'JA');
    expect(resolveLanguage({ ...site, supportedLanguages: [...site.supportedLanguages] })).toBe('JA');
  });

  it('ignores a stored language the site does not support', () => {
    localStorage.setItem('hisLang', 'PT');
    expect(resolveLanguage({ ...site, supportedLanguages: [...site.supportedLanguages] })).toBe('KO');
  });

  it('stores a chosen language under hisLang and lang, sets <html lang> and translates', async () => {
    await chooseLanguage('PT');
    expect(localStorage.getItem('hisLang')).toBe('PT');
    expect(localStorage.getItem('lang')).toBe('PT');
    expect(document.documentElement.lang).toBe('pt');
    expect(i18n.t('header_login')).toBe(pt.header_login);
    // What a reload would pick:
    expect(resolveLanguage({ defaultLanguage: 'KO', supportedLanguages: ['EN', 'KO', 'PT'] })).toBe('PT');
  });
});

/**
 * One pair of words per language for entering and leaving an account (issue 14: the UI said "Log in"
 * but "Sign out"): every log-in button and every log-out button and title uses that pair, and no
 * string of the pack uses the other English pair.
 */
describe('log in / log out wording', () => {
  const loginKeys = ['header_login', 'auth_tab_login', 'login_submit', 'forgot_reset_login'];
  const logoutKeys = ['agent_sign_out', 'change_password_sign_out', 'logout_confirm', 'member_menu_sign_out'];
  const pairs: Record<string, { login: string; logout: string }> = {
    en: { login: 'Log in', logout: 'Log out' },
    ko: { login: '로그인', logout: '로그아웃' },
    ja: { login: 'ログイン', logout: 'ログアウト' },
    pt: { login: 'Entrar', logout: 'Sair' },
  };

  it.each(Object.keys(pairs))('%s uses one pair for logging in and out', (name) => {
    const pack = packs[name]!;
    const { login, logout } = pairs[name]!;
    expect(loginKeys.map((key) => pack[key])).toEqual(loginKeys.map(() => login));
    expect(logoutKeys.map((key) => pack[key])).toEqual(logoutKeys.map(() => logout));
    expect(pack.logout_title).toContain(logout);
  });

  it('English never says sign in or sign out', () => {
    const offending = Object.entries(packs.en!).filter(([, text]) =>
      /\bsign(ed|ing)? (in|out)\b/i.test(text),
    );
    expect(offending).toEqual([]);
  });
});
