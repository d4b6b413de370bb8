import type { LanguagePack } from '@gp/contract/constants';
import { callApi } from '../../../../lib/api-client';
import { queryOptions } from '../../../../lib/query';
import { walletKey } from '../../../../lib/wallet-balance';

/**
 * The member's raffles sit under the wallet's key: a balance push (an approved deposit, a settled
 * bet) earns tickets, and the refresh after a claim reloads them with the balance.
 */
export const rafflesKey = [...walletKey, 'raffles'] as const;

/** The raffles open, waiting or drawn in the last 30 days, with the member's tickets. */
export const rafflesQuery = (language: LanguagePack, viewer: number | null) =>
  queryOptions({
    queryKey: [...rafflesKey, language, viewer ?? 'guest'],
    queryFn: ({ signal }) => callApi('raffles', { query: { language }, signal }),
    enabled: viewer !== null,
  });

/** claimRafflePromotion (spec 7.5): enters the tickets earned so far; answers the raffle again. */
export const claimRaffleTickets = (
  raffleId: number,
  language: LanguagePack,
  headers: Record<string, string>,
) => callApi('claimRafflePromotion', { body: { raffleId, language }, headers });
