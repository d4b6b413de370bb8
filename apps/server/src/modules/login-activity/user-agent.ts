/**
 * A browser's user agent as a person reads it: the device or system and the browser with its major
 * version ("iPhone · Safari 17", "Windows · Edge 120"). Good enough to recognise one's own devices;
 * not a fingerprint. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

export const describeUserAgent = (ua: string | null): { device: string; browser: string } => {
  if (!ua) return { device: 'Unknown', browser: 'Unknown' };
  const device = systems.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match) return { device, browser: `${name} ${match[1]}` };
  }
  return { device, browser: 'Unknown' };
};
