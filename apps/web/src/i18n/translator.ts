/**
 * The client's translator: the language packs it has loaded, the active language, and `t`. It replaces
 * i18next (issue 15: 18 KiB of the lobby's first screen for features the packs do not use). What the
 * packs use is all it does: keys looked up flat or by dotted path into a feature group ("lobby.title"),
 * `{{name}}` placeholders (a string or number; anything else reads as empty), a list of keys tried in order, `defaultValue`
 * for a key the pack lacks, and the (last) key itself when there is neither.
 */

/** A language pack: flat keys, plus nested groups per feature ("lobby": {...} is read as lobby.key). */
export type Pack = { [key: string]: string | Pack };

export interface TranslateOptions {
  defaultValue?: string;
  [placeholder: string]: unknown;
}

/** A key, or keys tried in order (the first the pack has wins; the last is the fallback text). */
export type Translate = (key: string | readonly string[], options?: TranslateOptions) => string;

const lookup = (pack: Pack | undefined, key: string): string | undefined => {
  let node: string | Pack | undefined = pack;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const fillPlaceholders = (text: string, options: TranslateOptions | undefined): string =>
  options
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
        const value = options[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      })
    : text;

/** `t` of one pack: a new function per language, so memoised text (useMemo on `t`) follows a switch. */
const translatorOf =
  (pack: Pack | undefined): Translate =>
  (key, options) => {
    const keys = typeof key === 'string' ? [key] : key;
    const found = keys.map((candidate) => lookup(pack, candidate)).find((text) => text !== undefined);
    return fillPlaceholders(found ?? options?.defaultValue ?? keys.at(-1) ?? '', options);
  };

/** `added` over `pack`, group by group: both parts of a pack may hold keys of one group ("wallets"). */
const mergePacks = (pack: Pack | undefined, added: Pack): Pack => {
  const merged: Pack = { ...pack };
  for (const [key, value] of Object.entries(added)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergePacks(current, value) : value;
  }
  return merged;
};

const packs = new Map<string, Pack>();
const listeners = new Set<() => void>();
let activeLanguage = '';
let translate = translatorOf(undefined);

const announce = () => {
  translate = translatorOf(packs.get(activeLanguage));
  for (const listener of listeners) listener();
};

export const translator = {
  /** The active language as a lower-case BCP 47 code ('en', 'ko'), '' before the first. */
  get language(): string {
    return activeLanguage;
  },
  /** Translates with the active language's pack. */
  t: ((key, options) => translate(key, options)) as Translate,
  /** The current `t`: a different function after every change of language or of its pack. */
  current: (): Translate => translate,
  /** Adds keys to a language's pack (a language's pack arrives in two parts, see i18n.ts). */
  addPack: (code: string, pack: Pack): void => {
    packs.set(code, mergePacks(packs.get(code), pack));
    if (code === activeLanguage) announce();
  },
  changeLanguage: (code: string): void => {
    if (code === activeLanguage) return;
    activeLanguage = code;
    announce();
  },
  /** Hears every change of language or of the active pack; returns unsubscribe. */
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
