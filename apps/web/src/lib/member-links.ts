import type { MouseEvent } from 'react';
import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

/**
 * Member-centre page ids of spec 2.6 (plus the deposit record and VIP implied by labels, and safer
 * gambling, issue 18).
 */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'depositRecord',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'vip',
  'saferGambling',
  'changePassword',
] as const;

/**
 * Member-centre destinations (spec 2.6 page ids). Guests are sent to /login instead (spec 6: protected
 * actions open the login modal).
 */
export type MemberPage = (typeof memberPages)[number];

/** Spec 9: the member centre opens on securityCenter. */
export const defaultMemberPage: MemberPage = 'securityCenter';

export const isMemberPage = (value: string | null): value is MemberPage =>
  value !== null && (memberPages as readonly string[]).includes(value);

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
