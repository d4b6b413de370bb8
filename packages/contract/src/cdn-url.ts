/** Joins a CDN base and a relative asset path; absolute URLs and data: URLs pass through (web and server). */
export const cdnUrl = (base: string, path: string): string => {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
};
