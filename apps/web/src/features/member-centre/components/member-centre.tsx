import { useQuery } from '../../../lib/query';
import { Suspense, type ComponentType } from 'react';
import { LoadingRows } from '../../../components/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import { rewardStateQuery } from '../../promotions/api/promotion-queries';
import { useVipEnabled } from '../../promotions/api/use-vip-enabled';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from '../../../lib/router';
import { CentreLayout } from '../../../components/centre-layout';
import { EmptyState } from '../../../components/empty-state';
import type { IconName } from '../../../components/icons';
import { defaultMemberPage, isMemberPage, type MemberPage } from '../../../lib/member-links';
import { useSessionStore } from '../../../lib/session-store';
import { uplineInfoQuery } from '../../../lib/upline-info';
import { unreadCountQuery } from '../api/unread-count';
import { missionSummaryQuery } from '../../../lib/mission-summary';

/** The page menu of spec 2.6, in its order (deposit record after deposit). */
const entries: { page: MemberPage; icon: IconName }[] = [
  { page: 'securityCenter', icon: 'user' },
  { page: 'transferFund', icon: 'wallet' },
  { page: 'depositv2', icon: 'deposit' },
  { page: 'depositRecord', icon: 'receipt' },
  { page: 'withdraw', icon: 'withdraw' },
  { page: 'transferUpline', icon: 'transfer' },
  { page: 'personalHistoryCopy', icon: 'receipt' },
  { page: 'transactionHistory', icon: 'chart' },
  { page: 'personalProfit', icon: 'chart' },
  { page: 'bonusDetails', icon: 'gift' },
  { page: 'rewardCenter', icon: 'trophy' },
  { page: 'referral', icon: 'users' },
  { page: 'missionLeaderboard', icon: 'crown' },
  { page: 'messageV2', icon: 'mail' },
  { page: 'manualRebate', icon: 'rebate' },
  { page: 'vip', icon: 'crown' },
  { page: 'saferGambling', icon: 'shield' },
  { page: 'changePassword', icon: 'lock' },
];

export type MemberCentrePages = Partial<Record<MemberPage, ComponentType>>;

/**
 * The member centre (spec 2.6): a page menu and the page chosen by `?page=` (default securityCenter).
 * Badges on mission, message and reward entries; pages whose data arrives later show their title and
 * a plain empty state.
 */
export const MemberCentre = ({ pages }: { pages: MemberCentrePages }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const unread = useQuery(unreadCountQuery(token));
  const memberId = useSessionStore((state) => (state.isTrial ? null : (state.member?.id ?? null)));
  // The reward entry's badge (spec 3 availablePromoCount) and the VIP label (spec 6: when VIP is on).
  const rewards = useQuery(rewardStateQuery(currentLanguage(), memberId));
  const vipEnabled = useVipEnabled();
  // The mission entry's badge: completed missions not yet claimed (a small query, not the page).
  const missions = useQuery(missionSummaryQuery(currentLanguage(), memberId));
  // Transfer to the upline: only members with an upline see the entry (issue 14); hidden until known.
  const upline = useQuery(uplineInfoQuery(token, !isTrial));
  const hasUpline = Boolean(upline.data?.upline);
  const requested = params.get('page');
  const page = isMemberPage(requested) ? requested : defaultMemberPage;
  const Page = pages[page];
  const badges: Partial<Record<MemberPage, number>> = {
    messageV2: unread.data?.count ?? 0,
    missionLeaderboard: missions.data?.claimable ?? 0,
    rewardCenter: rewards.data?.availablePromoCount ?? 0,
  };
  const menu = entries
    .filter((entry) => entry.page !== 'transferUpline' || hasUpline)
    .filter((entry) => entry.page !== 'vip' || vipEnabled)
    .map((entry) => ({
      key: entry.page,
      to: `/member?page=${entry.page}`,
      label: t(`member_page_${entry.page}`),
      icon: entry.icon,
      ...(badges[entry.page] === undefined ? {} : { badge: badges[entry.page] }),
    }));

  return (
    <CentreLayout
      menuLabel={t('member_centre_menu')}
      entries={menu}
      current={page}
      title={t(`member_page_${page}`)}
      eyebrow={
        vipEnabled && rewards.data?.vipLabelName
          ? `${t('page_member_title')} · VIP ${rewards.data.vipLabelName}`
          : t('page_member_title')
      }
    >
      {Page ? (
        <Suspense fallback={<LoadingRows rows={4} />}>
          <Page />
        </Suspense>
      ) : (
        <EmptyState title={t('page_empty_title')} text={t('page_empty_text')} icon="sparkle" />
      )}
    </CentreLayout>
  );
};
