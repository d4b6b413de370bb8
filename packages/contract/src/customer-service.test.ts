import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service.js';

describe('customer-service path obfuscation', () => {
  it('keeps the key in the last 8 characters and round-trips any URL', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.stringMatching(/^[A-Za-z0-9]{8}$/), (url, key) => {
        const path = encodeCustomerServicePath(url, key);
        expect(path.slice(-8)).toBe(key);
        expect(path).not.toContain(url.length > 3 ? url : '\u0000');
        expect(decodeCustomerServicePath(path)).toBe(url);
      }),
    );
  });

  it('rejects malformed paths and keys', () => {
    expect(decodeCustomerServicePath('short')).toBeNull();
    expect(decodeCustomerServicePath('zz' + 'ABCDEFGH')).toBeNull();
    expect(() => encodeCustomerServicePath('https://x', 'short')).toThrow();
  });
});
