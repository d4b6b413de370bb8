import { toMinor } from '@gp/contract/money';

/** An amount of the vendor's answers in minor units (0 for text that is not an amount). */
export const minorOf = (amount: string): bigint => {
  const parsed = toMinor(amount);
  return parsed.ok ? parsed.minor : 0n;
};

/** A chip's face (minor units): whole thousands as 1K ... 500K, millions as 1M, so every value fits its disc. */
export const chipFace = (minor: bigint): string => {
  const units = Number(minor / 100n);
  if (units >= 1_000_000 && units % 1_000_000 === 0) return `${units / 1_000_000}M`;
  if (units >= 1000 && units % 1000 === 0) return `${units / 1000}K`;
  return units.toLocaleString('en');
};
