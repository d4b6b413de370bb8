import type { Raffle } from '@gp/contract/raffle';
import { useState } from 'react';
import { currentLanguage } from '../../../../i18n/i18n';
import { useTranslation } from '../../../../i18n/use-translation';
import { errorText } from '../../../../lib/error-text';
import { useQueryClient } from '../../../../lib/query';
import { useMoneyMutation } from '../../../../lib/use-money-mutation';
import { claimRaffleTickets, rafflesQuery } from '../api/raffle-queries';

/**
 * Entering a raffle's new tickets: the call carries an Idempotency-Key (a retry after a lost answer
 * enters them once); the answer's raffle replaces the listed one, and the wallet refresh that follows
 * reloads the list with the balance.
 */
export const useRaffleClaim = (viewer: number | null) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMoneyMutation((raffleId: number, headers) =>
    claimRaffleTickets(raffleId, currentLanguage(), headers),
  );
  const claim = async (raffle: Raffle) => {
    setDone(null);
    setError(null);
    try {
      const answer = await mutation.mutateAsync(raffle.id);
      const entered = answer.raffle.claimedTickets - raffle.claimedTickets;
      client.setQueryData(rafflesQuery(currentLanguage(), viewer).queryKey, (list) =>
        list ? { raffles: list.raffles.map((r) => (r.id === answer.raffle.id ? answer.raffle : r)) } : list,
      );
      setDone(
        t(entered === 1 ? 'raffle.claimed_one' : 'raffle.claimed_other', {
          count: entered,
          title: raffle.title,
        }),
      );
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const busy = mutation.isPending ? (mutation.variables ?? null) : null;
  return { claim, busy, done, error };
};
export type RaffleClaim = ReturnType<typeof useRaffleClaim>;
