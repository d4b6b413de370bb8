import { randomInt } from 'node:crypto';

/** Invite codes (an agent's affiliate code, a member's referralCode): no 0/O or 1/I, to read out loud. */
const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newInviteCode = (): string =>
  Array.from({ length: 8 }, () => inviteAlphabet[randomInt(inviteAlphabet.length)]).join('');
