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

/**
 * Keys asked for and not found in the active pack since it was last announced (a key list counts each
 * key tried before the one found): a pack part that brings none of them changes no text on screen.
 */
const missed = new Set<string>();

/** `t` of one pack: a new function per language, so memoised text (useMemo on `t`) follows a switch. */
const translatorOf =
  (pack: () => Pack | undefined): Translate =>
  (key, options) => {
    const keys = typeof key === 'string' ? [key] : key;
    let found: string | undefined;
    for (const candidate of keys) {
      found = lookup(pack(), candidate);
      if (found !== undefined) break;
      missed.add(candidate);
    }
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
const activePack = () => packs.get(activeLanguage);
let translate = translatorOf(activePack);

const announce = () => {
  missed.clear();
  translate = translatorOf(activePack);
  for (const listener of listeners) listener();
};

/** Whether `added` changes a text already given: it holds a key that was missed, or a new wording. */
const changesShownText = (before: Pack | undefined, after: Pack): boolean =>
  [...missed].some((key) => lookup(after, key) !== undefined) ||
  Object.keys(before ?? {}).some((key) => !sameTexts(before?.[key], after[key]));

const sameTexts = (a: string | Pack | undefined, b: string | Pack | undefined): boolean =>
  a === b ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    Object.keys(a).every((key) => sameTexts(a[key], b[key])));

export const translator = {
  /** The active language as a lower-case BCP 47 code ('en', 'ko'), '' before the first. */
  get language(): string {
    return activeLanguage;
  },
  /** Translates with the active language's pack. */
  t: ((key, options) => translate(key, options)) as Translate,
  /** The current `t`: a different function after every change of language or of a text it gave. */
  current: (): Translate => translate,
  /**
   * Adds keys to a language's pack (a language's pack arrives in two parts, see i18n.ts). Listeners hear
   * of it only when it changes a text already asked for: the second part of a pack, arriving after the
   * first screen, would otherwise render every translated component again for keys none of them shows
   * (issue 15: one 57 ms task on the lobby's start, 4x that on Lighthouse's phone).
   */
  addPack: (code: string, pack: Pack): void => {
    const before = packs.get(code);
    const after = mergePacks(before, pack);
    packs.set(code, after);
    if (code === activeLanguage && changesShownText(before, after)) announce();
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
