import { createHash } from 'node:crypto';

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A member's avatar: initials on a gradient whose hues come from a hash of the account. Deterministic. */
export const avatarSvg = (account: string, nickname: string): string => {
  const digest = createHash('sha256').update(account).digest();
  const hue = Math.round((digest[0]! * 360) / 256);
  const hue2 = (hue + 50 + (digest[1]! % 90)) % 360;
  const initials =
    nickname
      .split(/\s+/)
      .filter((w) => /^[\p{L}\p{N}]/u.test(w))
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join('') || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(nickname)}">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 32%)"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#a)"/>
<text x="48" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
};

export const avatarDataUrl = (account: string, nickname: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(avatarSvg(account, nickname)).toString('base64')}`;
