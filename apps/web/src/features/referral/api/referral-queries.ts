import { callApi } from '../../../lib/api-client';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * Invite friends (issue 20). Its queries sit under the wallet's key: a referral reward is a credit
 * to the member's main wallet, so the balance push that announces it refreshes the totals and the
 * invitee rows too (lib/realtime.ts).
 */
const referralKey = [...walletKey, 'referral'] as const;

/** The member's code and invite path, the programme's rewards and the member's totals. */
export const referralQuery = () =>
  queryOptions({
    queryKey: [...referralKey, 'overview'],
    queryFn: ({ signal }) => callApi('referral', { signal }),
  });

/** One page of the member's invitees, newest first (the server's page size). */
export const inviteesQuery = (pageNum: number) =>
  queryOptions({
    queryKey: [...referralKey, 'invitees', pageNum],
    queryFn: ({ signal }) => callApi('referralInvitees', { query: { pageNum }, signal }),
    // The rows of the page shown stay while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    // The page asks for the first page beside its overview; the list, mounting a moment later, takes
    // that answer instead of asking again. A reward paid (a balance push) still refreshes it.
    staleTime: 30_000,
  });
