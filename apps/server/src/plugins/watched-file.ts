import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the web build read through `parse`, read again only when it changes (a rebuild while the
 * server runs is picked up); null while it does not exist or does not parse.
 */
export const watchedFile = <T>(file: string, parse: (text: string) => T) => {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async (): Promise<T | null> => {
    try {
      const info = await stat(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs)
        cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      cached = undefined;
      return null;
    }
  };
};
