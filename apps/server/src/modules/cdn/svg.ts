import { createHash } from 'node:crypto';

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Two hues derived from a stable hash of the seed text. */
const palette = (seed: string): [string, string] => {
  const digest = createHash('sha1').update(seed).digest();
  const hue = (digest[0]! * 360) / 256;
  const hue2 = (hue + 40 + (digest[1]! % 80)) % 360;
  return [`hsl(${hue.toFixed(0)} 70% 48%)`, `hsl(${hue2.toFixed(0)} 75% 28%)`];
};

export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('') || '?';

/** Square game icon: gradient background, initials, name underneath. Deterministic per seed. */
export const gameIconSvg = (name: string, seed: string): string => {
  const [from, to] = palette(seed);
  const label = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" rx="28" fill="url(#g)"/>
<circle cx="120" cy="100" r="62" fill="rgba(255,255,255,0.14)"/>
<text x="120" y="122" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>
<text x="120" y="208" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" fill="#fff">${escapeXml(label)}</text>
</svg>`;
};

/** Wide banner: gradient, title and a call to action. */
export const bannerSvg = (title: string, seed: string): string => {
  const [from, to] = palette(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
<circle cx="1010" cy="200" r="240" fill="rgba(255,255,255,0.08)"/><circle cx="1080" cy="120" r="120" fill="rgba(255,255,255,0.1)"/>
<text x="80" y="200" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="80" y="270" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="rgba(255,255,255,0.85)">Demo Gaming · 18+ · Play responsibly</text>
</svg>`;
};
