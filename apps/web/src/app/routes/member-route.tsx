import { lazy, type ComponentType } from 'react';
import { MemberCentre, type MemberCentrePages } from '../../features/member-centre/components/member-centre';
import { missionsPack } from '../../features/missions/i18n/packs';
import { referralPack } from '../../features/referral/i18n/packs';
import { saferGamblingPack } from '../../features/safer-gambling/i18n/packs';
import { withWholePack } from '../../i18n/i18n';
import { BetRecordsPage } from '../../features/play/records/bet-records-page';
import { ProfitLossPage } from '../../features/play/records/profit-loss-page';
import { DepositPage } from '../../features/wallet/pages/deposit-page';
import { DepositRecordPage } from '../../features/wallet/pages/deposit-records';
import { SecurityCenterPage } from '../../features/wallet/pages/security-center';
import { TransactionHistoryPage } from '../../features/wallet/pages/transaction-history';
import { TransferFundPage } from '../../features/wallet/pages/transfer-fund';
import { TransferUplinePage } from '../../features/wallet/pages/transfer-upline';
import { WithdrawPage } from '../../features/wallet/pages/withdraw-page';

/** A page that loads when first opened (the rewards pages stay out of /member's first screen). */
const later = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** Member-centre pages built so far (spec 2.6); the others show their title and an empty state. */
const pages: MemberCentrePages = {
  securityCenter: SecurityCenterPage,
  transferFund: TransferFundPage,
  depositv2: DepositPage,
  depositRecord: DepositRecordPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  transactionHistory: TransactionHistoryPage,
  personalHistoryCopy: BetRecordsPage,
  personalProfit: ProfitLossPage,
  bonusDetails: later(
    () => import('../../features/promotions/pages/bonus-details'),
    (m) => m.BonusDetailsPage,
  ),
  manualRebate: later(
    () => import('../../features/promotions/pages/manual-rebate'),
    (m) => m.ManualRebatePage,
  ),
  vip: later(
    () => import('../../features/promotions/pages/vip-page'),
    (m) => m.VipPage,
  ),
  changePassword: later(
    () => import('../../features/auth/pages/change-password-page'),
    (m) => m.ChangePasswordPage,
  ),
  // Its strings load with it: other member pages never need them.
  saferGambling: later(
    withWholePack(() => import('../../features/safer-gambling/pages/safer-gambling-page'), saferGamblingPack),
    (m) => m.SaferGamblingPage,
  ),
  rewardCenter: later(
    () => import('../../features/promotions/pages/reward-center'),
    (m) => m.RewardCenterPage,
  ),
  // Invite friends (issue 20): its strings and the QR encoder load with it, not with /member.
  referral: later(
    withWholePack(() => import('../../features/referral/pages/referral-page'), referralPack),
    (m) => m.ReferralPage,
  ),
  // Missions and their leaderboard (issue 20): its strings load with it, not with /member.
  missionLeaderboard: later(
    withWholePack(() => import('../../features/missions/pages/mission-leaderboard-page'), missionsPack),
    (m) => m.MissionLeaderboardPage,
  ),
};

/** /member (lazy route module): the member centre shell with the wallet pages. */
export const MemberRoute = () => <MemberCentre pages={pages} />;
