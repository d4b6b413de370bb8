import { describe, expect, it } from 'vitest';
import { formatPeriod } from './settlement-table';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPeriod', () => {
  it('shows a five-minute or hourly period as one day with its two times', () => {
    expect(plain(formatPeriod('2026-11-27T17:40:00Z', '2026-11-27T17:45:00Z', 0, 'en-US'))).toBe(
      'Nov 27, 2026, 5:40 – 5:45 PM',
    );
  });

  it('shows a day or longer as its days, the end being exclusive', () => {
    expect(plain(formatPeriod('2026-11-16T00:00:00Z', '2026-12-01T00:00:00Z', 0, 'en-US'))).toBe(
      'Nov 16 – 30, 2026',
    );
    expect(plain(formatPeriod('2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z', 0, 'en-US'))).toBe(
      'Nov 26, 2026',
    );
  });

  it('follows the business calendar, not the browser: a day at +09:00', () => {
    expect(plain(formatPeriod('2026-11-26T15:00:00Z', '2026-11-27T15:00:00Z', 540, 'en-US'))).toBe(
      'Nov 27, 2026',
    );
    expect(plain(formatPeriod('2026-11-27T05:00:00Z', '2026-11-27T06:00:00Z', -300, 'en-US'))).toBe(
      'Nov 27, 2026, 12:00 – 1:00 AM',
    );
  });
});
