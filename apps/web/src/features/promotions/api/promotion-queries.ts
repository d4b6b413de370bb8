import type { PromotionActionBody } from '@gp/contract/promotions';
import type { VipRewardKind } from '@gp/contract/vip';
import { authHeader, type LanguagePack } from '@gp/contract/constants';
import { callApi } from '../../../lib/api-client';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { readToken } from '../../../lib/session-store';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * Every promotion, bonus and rebate query sits under the wallet's key: a balance push (a deposit that
 * makes an offer claimable, a settled round that counts toward a turnover) refreshes them, so the
 * reward centre's badge and a bonus's progress follow live (lib/realtime.ts).
 */
export const rewardsKey = [...walletKey, 'rewards'] as const;

/**
 * The promotions with the viewer's statuses. The call is public (guests see the offers), so a
 * member's token goes by hand, and the answer is keyed by the viewer.
 */
export const promotionsQuery = (language: LanguagePack, viewer: number | null) =>
  queryOptions({
    queryKey: [...rewardsKey, 'promotions', language, viewer ?? 'guest'],
    queryFn: ({ signal }) => {
      const token = viewer === null ? null : readToken();
      return callApi('promotions', {
        query: { language },
        headers: token ? { [authHeader]: `Bearer ${token}` } : {},
        signal,
      });
    },
  });

export const bonusesQuery = (pageNum: number) =>
  queryOptions({
    queryKey: [...rewardsKey, 'bonuses', pageNum],
    queryFn: ({ signal }) => callApi('bonuses', { query: { pageNum }, signal }),
    placeholderData: keepPreviousData,
  });

/** join, claim or apply; answers the promotions again. */
export const actOnPromotion = (body: PromotionActionBody) => callApi('promotionAction', { body });

export const forfeitBonus = (id: number) => callApi('bonusForfeit', { body: { id } });

/** manualRebate: what each game type earned since the last claim, and the claims. */
export const rebateQuery = (pageNum: number) =>
  queryOptions({
    queryKey: [...rewardsKey, 'rebate', pageNum],
    queryFn: ({ signal }) => callApi('rebate', { query: { pageNum }, signal }),
    placeholderData: keepPreviousData,
  });

export const claimRebate = () => callApi('rebateClaim', { body: {} });

/**
 * The reward fields of spec 3's public state: the member's VIP level and how many rewards it can
 * claim now (the menus' badge). Small, so /member asks it on every visit instead of the promotions.
 */
export const rewardStateQuery = (language: LanguagePack, viewer: number | null) =>
  queryOptions({
    queryKey: [...rewardsKey, 'state', language, viewer ?? 'guest'],
    queryFn: ({ signal }) => callApi('rewardState', { query: { language }, signal }),
    enabled: viewer !== null,
  });

/** The VIP page: level, progress, the ladder and the rewards to claim. */
export const vipQuery = (language: LanguagePack) =>
  queryOptions({
    queryKey: [...rewardsKey, 'vip', language],
    queryFn: ({ signal }) => callApi('vip', { query: { language }, signal }),
  });

export const claimVipReward = (kind: VipRewardKind, language: LanguagePack) =>
  callApi('vipClaim', { body: { kind, language } });
