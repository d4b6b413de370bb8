import { describe, expect, it } from 'vitest';
import { chipFace, minorOf } from './table-money';

describe('table money', () => {
  it('writes chips as thousands or millions so the face fits its disc', () => {
    expect(chipFace(100_000n)).toBe('1K');
    expect(chipFace(50_000_000n)).toBe('500K');
    expect(chipFace(100_000_000n)).toBe('1M');
    expect(chipFace(250_000_000n)).toBe('2500K');
    expect(chipFace(150_000n)).toBe('1,500');
    expect(minorOf('1000.50')).toBe(100_050n);
    expect(minorOf('nope')).toBe(0n);
  });
});
