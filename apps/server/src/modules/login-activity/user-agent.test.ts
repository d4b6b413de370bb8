import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.js';

describe('user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Safari 17',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Windows',
      'Edge 120',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Android',
      'Samsung Internet 23',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
      'Mac',
      'Firefox 121',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Linux',
      'Chrome 131',
    ],
    ['curl/8.5.0', 'Unknown', 'Unknown'],
  ])('%s', (ua, device, browser) => {
    expect(describeUserAgent(ua)).toEqual({ device, browser });
  });

  it('reads a missing agent as unknown', () => {
    expect(describeUserAgent(null)).toEqual({ device: 'Unknown', browser: 'Unknown' });
  });
});
