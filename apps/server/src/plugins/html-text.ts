/** Text inside a double-quoted HTML attribute. */
export const attribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON inside a script element: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
