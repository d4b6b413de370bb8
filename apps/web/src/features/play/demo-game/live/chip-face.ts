/** A chip's face (minor units): whole thousands as 1K ... 100K, so every value fits its disc. */
export const chipFace = (minor: bigint): string => {
  const units = Number(minor / 100n);
  if (units >= 1000 && units % 1000 === 0) return `${units / 1000}K`;
  return units.toLocaleString('en');
};
