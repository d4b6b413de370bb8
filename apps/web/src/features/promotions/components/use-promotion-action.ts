import type { Promotion } from '@gp/contract/promotions';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQueryClient } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';
import { actOnPromotion, rewardsKey } from '../api/promotion-queries';

type Action = 'join' | 'claim' | 'apply';

/**
 * Runs join, claim or apply on a promotion: one at a time, then refreshes the promotions, the bonuses
 * and the balance (a claim credits the wallet). `done` and `error` are the sentences to show.
 */
export const usePromotionAction = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (promotion: Promotion, action: Action) => {
    setBusy(promotion.id);
    setDone(null);
    setError(null);
    try {
      await actOnPromotion({ id: promotion.id, action, language: currentLanguage() });
      setDone(t(`rewards.done_${action}`, { title: promotion.title }));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: rewardsKey }),
        client.invalidateQueries({ queryKey: walletKey }),
      ]);
    }
  };
  return { run, busy, done, error };
};
export type PromotionActions = ReturnType<typeof usePromotionAction>;
