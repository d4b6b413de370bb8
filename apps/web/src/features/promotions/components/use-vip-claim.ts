import type { VipRewardKind } from '@gp/contract/vip';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatMoney } from '../../../lib/format';
import { claimVipReward } from '../api/promotion-queries';
import { useRewardsRefresh } from '../api/use-rewards-refresh';

/** Claiming a VIP reward: which one is on its way, the result message or the translated error. */
export const useVipClaim = () => {
  const { t } = useTranslation();
  const refresh = useRewardsRefresh();
  const [busy, setBusy] = useState<VipRewardKind | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const claim = async (kind: VipRewardKind, amount: string) => {
    setBusy(kind);
    setDone(null);
    setError(null);
    try {
      await claimVipReward(kind, currentLanguage());
      setDone(t('rewards.vip_claimed', { amount: formatMoney(amount) }));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(null);
      await refresh();
    }
  };
  return { busy, done, error, claim };
};
export type VipClaim = ReturnType<typeof useVipClaim>;
