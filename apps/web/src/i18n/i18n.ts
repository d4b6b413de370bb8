import { languagePacks, localKeys, type LanguagePack } from '@gp/contract/constants';
import { local } from '../lib/storage';
import { translator, type Pack } from './translator';

/** One lazily loaded chunk per language pack. */
const packLoaders: Record<LanguagePack, () => Promise<{ default: Pack }>> = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};

export const i18n = translator;

export const isLanguagePack = (value: unknown): value is LanguagePack =>
  typeof value === 'string' && (languagePacks as readonly string[]).includes(value);

/** The translator and <html lang> use lower-case BCP 47 codes; the wire and storage use the pack names. */
const i18nCode = (language: LanguagePack): string => language.toLowerCase();

export const loadPack = async (language: LanguagePack): Promise<void> => {
  const code = i18nCode(language);
  if (i18n.hasPack(code)) return;
  const pack = await packLoaders[language]();
  i18n.addPack(code, pack.default);
};

/** Loads the pack, switches the translator and sets <html lang>. */
export const activateLanguage = async (language: LanguagePack): Promise<void> => {
  await loadPack(language);
  i18n.changeLanguage(i18nCode(language));
  document.documentElement.lang = i18nCode(language);
};

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
  booted ??= stored ? activateLanguage(stored).catch(() => undefined) : Promise.resolve();
  return booted;
};

/** The permission call failed: the stored language, or English, so the error page reads. */
export const startUpFailureLanguage = (): Promise<void> =>
  activateLanguage(storedLanguage() ?? 'EN').catch(() => undefined);
