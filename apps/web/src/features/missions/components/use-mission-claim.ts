import type { Mission } from '@gp/contract/missions';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/format';
import { useQueryClient } from '../../../lib/query';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { claimMission } from '../api/mission-queries';
import { missionSummaryQuery } from '../../../lib/mission-summary';

/**
 * Claiming a completed mission: the call carries an Idempotency-Key (a retry after a lost answer
 * cannot pay twice); its answer is the new summary, and the wallet refresh that follows every claim
 * reloads the balance, the badge and the leaderboard (they sit under the wallet's key).
 */
export const useMissionClaim = (viewer: number | null) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMoneyMutation((missionId: number, headers) =>
    claimMission(missionId, currentLanguage(), headers),
  );
  const claim = async (mission: Mission) => {
    setDone(null);
    setError(null);
    try {
      const summary = await mutation.mutateAsync(mission.id);
      client.setQueryData(missionSummaryQuery(currentLanguage(), viewer).queryKey, summary);
      setDone(
        t('missions.claimed_done', {
          title: mission.title,
          amount: formatMoney(mission.reward),
          points: mission.missionPoints,
        }),
      );
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const busy = mutation.isPending ? (mutation.variables ?? null) : null;
  return { claim, busy, done, error };
};
export type MissionClaim = ReturnType<typeof useMissionClaim>;
