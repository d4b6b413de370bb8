/** ab***yz: the first and last two characters of an account (one each when short), for others to see. */
export const maskName = (account: string): string => {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length >= 5 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
};
