/** How a bound mobile or e-mail is shown to someone who has only proven the password. */
export const maskMobile = (e164: string): string => `${e164.slice(0, 3)} •••• ${e164.slice(-4)}`;

export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
};

/** Names compare as people type them: case, spacing and Unicode forms do not matter. */
export const sameName = (typed: string, bound: string): boolean => {
  const plain = (name: string) => name.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return plain(typed) !== '' && plain(typed) === plain(bound);
};
