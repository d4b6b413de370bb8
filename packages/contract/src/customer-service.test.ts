import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service.js';

describe('customer-service path obfuscation', () => {
  it('keeps the key in the last 8 characters and round-trips any URL', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.stringMatching(/^[A-Za-z0-9]{8}$/), (url, key) => {
        const path = encodeCustomerServicePath(url, key);
        expect(path.slice(-8)).toBe(key);
        expect(path).toHaveLength(new TextEncoder().encode(url).length * 2 + 8);
        expect(decodeCustomerServicePath(path)).toBe(url);
      }),
    );
  });

  it('does not show the URL in the path', () => {
    const path = encodeCustomerServicePath('https://chat.example.com/live', 'AbCd1234');
    expect(path).not.toMatch(/chat|example|https/);
    expect(decodeCustomerServicePath(path)).toBe('https://chat.example.com/live');
  });

  it('rejects malformed paths and keys', () => {
    expect(decodeCustomerServicePath('short')).toBeNull();
    expect(decodeCustomerServicePath('zz' + 'ABCDEFGH')).toBeNull();
    expect(() => encodeCustomerServicePath('https://x', 'short')).toThrow();
  });
});
