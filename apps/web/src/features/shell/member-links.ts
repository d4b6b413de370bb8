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
