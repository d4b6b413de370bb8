import type { MouseEvent } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';

/**
 * Member-centre destinations (spec 2.6 page ids). Guests are sent to /login instead (spec 6: protected
 * actions open the login modal).
 */
export type MemberPage =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'rewardCenter'
  | 'referral'
  | 'messageV2'
  | 'manualRebate'
  | 'depositRecord'
  | 'vip';

export const memberPagePath = (page: MemberPage, loggedIn: boolean): string =>
  loggedIn ? `/member?page=${page}` : '/login';

/**
 * Link props for a member-centre entry: guests go to /login; trial users stay put and get the
 * "a real account is required" dialog (spec 6).
 */
export const useMemberLink = () => {
  const loggedIn = useSessionStore((state) => state.isLogin);
  const isTrial = useSessionStore((state) => state.isTrial);
  const promptRealAccount = useUiStore((state) => state.setRealAccountPrompt);
  return (page: MemberPage) => ({
    to: memberPagePath(page, loggedIn),
    onClick: (event: MouseEvent) => {
      if (!isTrial) return;
      event.preventDefault();
      promptRealAccount(true);
    },
  });
};
