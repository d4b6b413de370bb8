import type { Promotion } from '@gp/contract/promotions';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { actOnPromotion } from '../api/promotion-queries';
import { useRewardsRefresh } from '../api/use-rewards-refresh';

type Action = 'join' | 'claim' | 'apply';

/**
 * Runs join, claim or apply on a promotion: one at a time, then refreshes the promotions, the bonuses
 * and the balance (a claim credits the wallet). `done` and `error` are the sentences to show.
 */
export const usePromotionAction = () => {
  const { t } = useTranslation();
  const refresh = useRewardsRefresh();
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
      await refresh();
    }
  };
  return { run, busy, done, error };
};
export type PromotionActions = ReturnType<typeof usePromotionAction>;
