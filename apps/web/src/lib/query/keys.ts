/** A query's identity: an array of JSON values, from the general to the particular. */
export type QueryKey = readonly unknown[];

declare const dataTag: unique symbol;
/** A key that remembers the type of its data, so `getQueryData(query.queryKey)` needs no annotation. */
export type DataTag<TKey extends QueryKey, TData> = TKey & { [dataTag]?: TData };
export type DataOfKey<TKey, TFallback> = TKey extends { [dataTag]?: infer D }
  ? unknown extends D
    ? TFallback
    : D
  : TFallback;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** One string per key, whatever the order of an object's properties. */
export const hashKey = (key: QueryKey): string =>
  JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );

/** Whether `value` holds everything `pattern` holds: a key pattern matches every key it begins. */
export const partialMatch = (value: unknown, pattern: unknown): boolean => {
  if (value === pattern) return true;
  if (!pattern || !value || typeof pattern !== 'object' || typeof value !== 'object') return false;
  return Object.keys(pattern).every((name) =>
    partialMatch((value as Record<string, unknown>)[name], (pattern as Record<string, unknown>)[name]),
  );
};

/**
 * `next`, keeping every part of `previous` it equals: a refetch that brings the same answer changes no
 * reference, so nothing that depends on it renders or runs again.
 */
export const replaceEqualDeep = <T>(previous: unknown, next: T): T => {
  if (previous === next) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const names = Object.keys(after);
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = names.length === Object.keys(before).length;
  for (const name of names) {
    copy[name] = replaceEqualDeep(before[name], after[name]);
    if (copy[name] !== before[name] || !(name in before)) same = false;
  }
  return (same ? previous : copy) as T;
};
