import { languagePacks, localKeys, type LanguagePack } from '@gp/contract/constants';
import { local } from '../lib/storage';
import { translator, type Pack } from './translator';

/**
 * Each language pack comes in two chunks: `<lang>.json` holds what the first screen of any page reads
 * (the shell, the lobby, start-up and error pages) and `<lang>.more.json` everything else. The first
 * screen waits for the first part only; the rest loads once the first page is on screen
 * (RootLayout), and every chunk loaded after that waits for it (wholePack). Issue 15: the whole Korean
 * pack was 12 KiB of the lobby's first 143; its first part is 3.
 */
const packParts: Record<
  LanguagePack,
  { first: () => Promise<{ default: Pack }>; more: () => Promise<{ default: Pack }> }
> = {
  EN: { first: () => import('./en.json'), more: () => import('./en.more.json') },
  KO: { first: () => import('./ko.json'), more: () => import('./ko.more.json') },
  JA: { first: () => import('./ja.json'), more: () => import('./ja.more.json') },
  PT: { first: () => import('./pt.json'), more: () => import('./pt.more.json') },
};

export const i18n = translator;

export const isLanguagePack = (value: unknown): value is LanguagePack =>
  typeof value === 'string' && (languagePacks as readonly string[]).includes(value);

/** The translator and <html lang> use lower-case BCP 47 codes; the wire and storage use the pack names. */
const i18nCode = (language: LanguagePack): string => language.toLowerCase();

/** Loads of pack parts, by language and part: each part loads once (a failed load may be retried). */
const partLoads = new Map<string, Promise<void>>();

const loadPart = (language: LanguagePack, part: 'first' | 'more'): Promise<void> => {
  const id = `${language}:${part}`;
  let load = partLoads.get(id);
  if (!load) {
    load = packParts[language][part]().then((pack) => i18n.addPack(i18nCode(language), pack.default));
    load.catch(() => partLoads.delete(id));
    partLoads.set(id, load);
  }
  return load;
};

/** The pack parts loaded or loading, as `KO:first`, `KO:more`. */
export const requestedPackParts = (): string[] => [...partLoads.keys()];

/** A feature's own strings, one chunk per language, e.g. the agent centre's (issue 16). */
export type FeaturePack = Record<LanguagePack, () => Promise<{ default: Pack }>>;

/** Feature packs whose route has loaded: a change of language loads their part too. */
const featurePacks = new Map<FeaturePack, Map<LanguagePack, Promise<void>>>();

const loadFeaturePart = (feature: FeaturePack, language: LanguagePack): Promise<void> => {
  let loads = featurePacks.get(feature);
  if (!loads) {
    loads = new Map();
    featurePacks.set(feature, loads);
  }
  let load = loads.get(language);
  if (!load) {
    load = feature[language]().then((pack) => i18n.addPack(i18nCode(language), pack.default));
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
};

/** Loads the first-screen part of a language's pack, or (by default) the whole pack. */
export const loadPack = async (language: LanguagePack, { firstScreenOnly = false } = {}): Promise<void> => {
  await Promise.all([
    loadPart(language, 'first'),
    firstScreenOnly ? undefined : loadPart(language, 'more'),
    ...(firstScreenOnly ? [] : [...featurePacks.keys()].map((feature) => loadFeaturePart(feature, language))),
  ]);
};

/** Loads the pack (or its first-screen part), switches the translator and sets <html lang>. */
export const activateLanguage = async (
  language: LanguagePack,
  options?: { firstScreenOnly?: boolean },
): Promise<void> => {
  await loadPack(language, options);
  i18n.changeLanguage(i18nCode(language));
  document.documentElement.lang = i18nCode(language);
};

/** The whole pack of the active language (none active yet: nothing to wait for). */
export const wholePack = (): Promise<void> =>
  i18n.language ? loadPack(packOf(i18n.language)) : Promise.resolve();

/**
 * `importer`'s module once it and the whole pack of the active language are in, with the strings of
 * the `features` it shows (their packs stay out of every other page's chunks).
 */
export const withWholePack =
  <T>(importer: () => Promise<T>, ...features: FeaturePack[]) =>
  (): Promise<T> =>
    Promise.all([
      importer(),
      wholePack(),
      ...features.map((feature) => loadFeaturePart(feature, currentLanguage())),
    ]).then(([module]) => module);

/** The language the visitor chose before (spec 9: stored under hisLang), if it is a pack we ship. */
export const storedLanguage = (): LanguagePack | null => {
  const stored = local.get(localKeys.hisLang);
  return isLanguagePack(stored) ? stored : null;
};

/**
 * Start-up choice: the stored hisLang when the site supports it, otherwise the site's default language.
 */
export const resolveLanguage = (
  site: { defaultLanguage: LanguagePack; supportedLanguages: readonly LanguagePack[] } | null,
): LanguagePack => {
  const stored = storedLanguage();
  if (!site) return stored ?? 'EN';
  if (stored && site.supportedLanguages.includes(stored)) return stored;
  return site.defaultLanguage;
};

const choiceListeners = new Set<(language: LanguagePack) => void>();

/** Hears explicit language choices (a logged-in member's is saved on the server); returns unsubscribe. */
export const onLanguageChosen = (listener: (language: LanguagePack) => void): (() => void) => {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
};

/** A visitor's explicit choice: stored under both hisLang and lang so it survives a reload. */
export const chooseLanguage = async (language: LanguagePack): Promise<void> => {
  local.set(localKeys.hisLang, language);
  local.set(localKeys.lang, language);
  await activateLanguage(language);
  for (const listener of choiceListeners) listener(language);
};

/** The pack of a translator language code ('ko' → 'KO'). */
export const packOf = (code: string | undefined): LanguagePack => {
  const upper = code?.toUpperCase();
  return isLanguagePack(upper) ? upper : 'EN';
};

export const currentLanguage = (): LanguagePack => packOf(i18n.language);

let booted: Promise<void> | null = null;
/**
 * Beside the permission call: the language the visitor chose before, if any. A first visit loads no
 * pack on speculation: the permission answer names the site's default, and a guessed pack would be a
 * second one before the first screen (the loader has its own wording). Start-up errors load a pack
 * then (startUpFailureLanguage).
 */
export const bootLanguage = (): Promise<void> => {
  const stored = storedLanguage();
  booted ??= stored
    ? activateLanguage(stored, { firstScreenOnly: true }).catch(() => undefined)
    : Promise.resolve();
  return booted;
};

/** The permission call failed: the stored language, or English, so the error page reads. */
export const startUpFailureLanguage = (): Promise<void> =>
  activateLanguage(storedLanguage() ?? 'EN', { firstScreenOnly: true }).catch(() => undefined);
