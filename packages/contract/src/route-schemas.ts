import { z } from 'zod';
import {
  downlinesQuerySchema,
  downlinesValueSchema,
  openAccountBodySchema,
  openAccountValueSchema,
} from './agent.js';
import { agentAnnouncementsQuerySchema, agentAnnouncementsValueSchema } from './agent-announcements.js';
import {
  bonusesQuerySchema,
  bonusesValueSchema,
  bonusForfeitBodySchema,
  promotionActionBodySchema,
  promotionsQuerySchema,
  promotionsValueSchema,
} from './promotions.js';
import { rebateClaimBodySchema, rebateQuerySchema, rebateValueSchema } from './rebate.js';
import {
  rewardStateQuerySchema,
  rewardStateValueSchema,
  vipClaimBodySchema,
  vipQuerySchema,
  vipValueSchema,
} from './vip.js';
import {
  activeSessionsQuerySchema,
  activeSessionsValueSchema,
  loginHistoryQuerySchema,
  loginHistoryValueSchema,
  sessionRevokeBodySchema,
} from './login-activity.js';
import {
  exclusionBodySchema,
  exclusionValueSchema,
  limitPendingBodySchema,
  limitSetBodySchema,
  playSessionQuerySchema,
  playSessionValueSchema,
  realityCheckBodySchema,
  saferGamblingQuerySchema,
  saferGamblingValueSchema,
  statementQuerySchema,
  statementValueSchema,
} from './safer-gambling.js';
import { gameVendorQuerySchema, gameVendorValueSchema } from './games.js';
import {
  favoriteAddBodySchema,
  favoriteChangeValueSchema,
  favoriteIdsValueSchema,
  favoriteListQuerySchema,
  favoriteListValueSchema,
  favoriteRemoveQuerySchema,
  gameCardListValueSchema,
  gameListQuerySchema,
  gameListValueSchema,
  hotGamesQuerySchema,
  popularGamesQuerySchema,
  recentGamesQuerySchema,
  vassalageGameTypesQuerySchema,
  vassalageGameTypesValueSchema,
} from './game-lists.js';
import { gameSearchQuerySchema, gameSearchValueSchema } from './game-search.js';
import {
  changePasswordBodySchema,
  changePasswordValueSchema,
  firstLoginValueSchema,
  languageUpdateBodySchema,
  languageUpdateValueSchema,
  memberIconSchema,
  memberInfoSchema,
} from './member.js';
import type { RouteId } from './routes.js';
import {
  countryCodesValueSchema,
  domainRouteSchema,
  helpCenterQuerySchema,
  helpCenterValueSchema,
  permissionValueSchema,
  registerSettingsSchema,
  systemStatusValueSchema,
  whitelabelNodeSchema,
} from './system.js';
import {
  captchaValueSchema,
  challengeValueSchema,
  freePlayBodySchema,
  loginBodySchema,
  loginValueSchema,
  logoutValueSchema,
} from './session.js';
import {
  affiliateQuerySchema,
  affiliateValueSchema,
  forgotPasswordEmailBodySchema,
  forgotPasswordEmailValueSchema,
  registerBodySchema,
  registerValueSchema,
  resetPasswordByEmailBodySchema,
  resetPasswordByEmailValueSchema,
  setPasswordByPhoneBodySchema,
  setPasswordByPhoneValueSchema,
  smsCodeValueSchema,
  smsLoginCodeBodySchema,
  smsNoLoginBodySchema,
  smsRegisterBodySchema,
} from './verification.js';
import {
  bankAccountBindBodySchema,
  bankAccountSchema,
  consolidatedValueSchema,
  depositChannelsValueSchema,
  depositCreateBodySchema,
  depositCreateValueSchema,
  depositRecordsValueSchema,
  merchantWalletValueSchema,
  movementValueSchema,
  recordsQuerySchema,
  transactionHistoryQuerySchema,
  transactionHistoryValueSchema,
  transferDownlineBodySchema,
  transferUplineBodySchema,
  transferUplineInfoValueSchema,
  unreadCountValueSchema,
  walletBalanceValueSchema,
  walletTransferBodySchema,
  withdrawBodySchema,
  withdrawInfoValueSchema,
  withdrawRecordSchema,
  withdrawRecordsValueSchema,
  withdrawValueSchema,
} from './wallet.js';
import {
  paymentPasswordChangeBodySchema,
  paymentPasswordSetBodySchema,
  paymentPasswordValueSchema,
} from './payment-password.js';
import { announcementsQuerySchema, announcementsValueSchema, noticeQuerySchema } from './announcements.js';
import {
  betRecordsQuerySchema,
  betRecordsValueSchema,
  launchGameBodySchema,
  launchGameValueSchema,
  leaveGameBodySchema,
  leaveGameValueSchema,
  profitLossQuerySchema,
  profitLossValueSchema,
  winnerBoardQuerySchema,
  winnerBoardValueSchema,
} from './play.js';
import {
  lobbyLaunchQuerySchema,
  lobbyLaunchValueSchema,
  lotteryBetBodySchema,
  lotteryBetValueSchema,
  lotteryDrawQuerySchema,
  lotteryDrawValueSchema,
  lotteryGamesQuerySchema,
  lotteryGamesValueSchema,
  lotteryMenuQuerySchema,
  lotteryMenuValueSchema,
  lotteryTicketsQuerySchema,
  lotteryTicketsValueSchema,
  openedNumeroQuerySchema,
  openedNumeroValueSchema,
  recentLotteryValueSchema,
} from './lottery.js';
import {
  overviewQuerySchema,
  overviewValueSchema,
  profitLossReportQuerySchema,
  profitLossReportValueSchema,
  teamBetsQuerySchema,
  teamBetsValueSchema,
  teamTransactionsQuerySchema,
  teamTransactionsValueSchema,
} from './agent-reports.js';
import {
  contractAnswerBodySchema,
  contractOfferBodySchema,
  contractRecordsQuerySchema,
  contractRecordsValueSchema,
  contractSchema,
  revenueQuerySchema,
  revenueValueSchema,
} from './agent-contracts.js';

/** Request and response-value schemas per route; filled in as each capability lands. */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  value: z.ZodType;
}

export const routeSchemas = {
  permission: { value: permissionValueSchema },
  systemStatus: { value: systemStatusValueSchema },
  whitelabel: { value: z.array(whitelabelNodeSchema) },
  domainRoute: { value: domainRouteSchema },
  registerSettings: { value: registerSettingsSchema },
  helpCenter: { query: helpCenterQuerySchema, value: helpCenterValueSchema },
  gameVendor: { query: gameVendorQuerySchema, value: gameVendorValueSchema },
  // Game catalogue lists, hot/popular/recent and favourites (game-lists.ts; issue 5)
  gameList: { query: gameListQuerySchema, value: gameListValueSchema },
  vassalageGameTypes: { query: vassalageGameTypesQuerySchema, value: vassalageGameTypesValueSchema },
  hotGames: { query: hotGamesQuerySchema, value: gameCardListValueSchema },
  popularGames: { query: popularGamesQuerySchema, value: gameCardListValueSchema },
  gameSearch: { query: gameSearchQuerySchema, value: gameSearchValueSchema },
  recentGames: { query: recentGamesQuerySchema, value: gameCardListValueSchema },
  favoriteIds: { value: favoriteIdsValueSchema },
  favoriteList: { query: favoriteListQuerySchema, value: favoriteListValueSchema },
  favoriteAdd: { body: favoriteAddBodySchema, value: favoriteChangeValueSchema },
  favoriteRemove: { query: favoriteRemoveQuerySchema, value: favoriteChangeValueSchema },
  // end of game catalogue block
  // Game launch, winner board, bet records and profit and loss (play.ts; issue 5)
  launchGame: { body: launchGameBodySchema, value: launchGameValueSchema },
  leaveGame: { body: leaveGameBodySchema, value: leaveGameValueSchema },
  winnerBoard: { query: winnerBoardQuerySchema, value: winnerBoardValueSchema },
  betRecords: { query: betRecordsQuerySchema, value: betRecordsValueSchema },
  profitLoss: { query: profitLossQuerySchema, value: profitLossValueSchema },
  // end of play block
  // Number lottery: the 7.4 calls and the betting view (lottery.ts; issue 5)
  lotteryLobbyLaunch: { query: lobbyLaunchQuerySchema, value: lobbyLaunchValueSchema },
  recentLottery: { value: recentLotteryValueSchema },
  vnGameMenu: { query: lotteryMenuQuerySchema, value: lotteryMenuValueSchema },
  vnGameMenuRecent: { query: lotteryMenuQuerySchema, value: recentLotteryValueSchema },
  vnOpenedNumero: { query: openedNumeroQuerySchema, value: openedNumeroValueSchema },
  openedNumero: { query: openedNumeroQuerySchema, value: openedNumeroValueSchema },
  lotteryGames: { query: lotteryGamesQuerySchema, value: lotteryGamesValueSchema },
  lotteryGameMenus: { query: lotteryMenuQuerySchema, value: lotteryMenuValueSchema },
  lotteryDraw: { query: lotteryDrawQuerySchema, value: lotteryDrawValueSchema },
  lotteryBet: { body: lotteryBetBodySchema, value: lotteryBetValueSchema },
  lotteryTickets: { query: lotteryTicketsQuerySchema, value: lotteryTicketsValueSchema },
  // end of lottery block
  // Announcements: banners, notices, popups, promotions (announcements.ts; issue 5)
  announcements: { query: announcementsQuerySchema, value: announcementsValueSchema },
  notice: { query: noticeQuerySchema, value: announcementsValueSchema },
  // end of announcements block
  countryCodes: { value: countryCodesValueSchema },
  // Accounts and sessions. E routes: `body` is the decrypted inner body (payload-crypto.ts).
  login: { body: loginBodySchema, value: loginValueSchema },
  freePlayLogin: { body: freePlayBodySchema, value: loginValueSchema },
  logout: { value: logoutValueSchema },
  captcha: { value: captchaValueSchema },
  captchaChallenge: { value: challengeValueSchema },
  memberInfo: { value: memberInfoSchema },
  memberIcon: { value: memberIconSchema },
  changePassword: { body: changePasswordBodySchema, value: changePasswordValueSchema },
  firstLogin: { value: firstLoginValueSchema },
  languageUpdate: { body: languageUpdateBodySchema, value: languageUpdateValueSchema },
  // SMS codes, registration, password recovery (verification.ts)
  smsLoginCode: { body: smsLoginCodeBodySchema, value: smsCodeValueSchema },
  smsRegister: { body: smsRegisterBodySchema, value: smsCodeValueSchema },
  smsRegisterMobile: { body: smsRegisterBodySchema, value: smsCodeValueSchema },
  smsNoLogin: { body: smsNoLoginBodySchema, value: smsCodeValueSchema },
  register: { body: registerBodySchema, value: registerValueSchema },
  registerMobile: { body: registerBodySchema, value: registerValueSchema },
  affiliate: { query: affiliateQuerySchema, value: affiliateValueSchema },
  forgotPasswordEmail: { body: forgotPasswordEmailBodySchema, value: forgotPasswordEmailValueSchema },
  resetPasswordByEmail: { body: resetPasswordByEmailBodySchema, value: resetPasswordByEmailValueSchema },
  setPasswordByPhone: { body: setPasswordByPhoneBodySchema, value: setPasswordByPhoneValueSchema },
  // Wallet, cashier and ledger (wallet.ts); money-moving calls also need the Idempotency-Key header.
  walletBalance: { value: walletBalanceValueSchema },
  walletTransfer: { body: walletTransferBodySchema, value: movementValueSchema },
  consolidated: { value: consolidatedValueSchema },
  merchantWallet: { value: merchantWalletValueSchema },
  unreadCount: { value: unreadCountValueSchema },
  depositChannels: { value: depositChannelsValueSchema },
  depositCreate: { body: depositCreateBodySchema, value: depositCreateValueSchema },
  depositRecords: { query: recordsQuerySchema, value: depositRecordsValueSchema },
  bankAccountBind: { body: bankAccountBindBodySchema, value: bankAccountSchema },
  withdrawInfo: { value: withdrawInfoValueSchema },
  withdraw: { body: withdrawBodySchema, value: withdrawValueSchema },
  withdrawRecords: { query: recordsQuerySchema, value: withdrawRecordsValueSchema },
  withdrawReceipt: { value: withdrawRecordSchema },
  transferUpline: { body: transferUplineBodySchema, value: movementValueSchema },
  transferUplineInfo: { value: transferUplineInfoValueSchema },
  paymentPasswordSet: { body: paymentPasswordSetBodySchema, value: paymentPasswordValueSchema },
  paymentPasswordChange: { body: paymentPasswordChangeBodySchema, value: paymentPasswordValueSchema },
  transferDownline: { body: transferDownlineBodySchema, value: movementValueSchema },
  agentOpenAccount: { body: openAccountBodySchema, value: openAccountValueSchema },
  agentDownlines: { query: downlinesQuerySchema, value: downlinesValueSchema },
  agentOverview: { query: overviewQuerySchema, value: overviewValueSchema },
  agentProfitLoss: { query: profitLossReportQuerySchema, value: profitLossReportValueSchema },
  agentTeamBets: { query: teamBetsQuerySchema, value: teamBetsValueSchema },
  agentTeamTransactions: { query: teamTransactionsQuerySchema, value: teamTransactionsValueSchema },
  processDividendReq: { query: contractRecordsQuerySchema, value: contractRecordsValueSchema },
  processDailySalContract: { query: contractRecordsQuerySchema, value: contractRecordsValueSchema },
  processContractHourSalary: { body: contractRecordsQuerySchema, value: contractRecordsValueSchema },
  processRealTimeSalaryContract: { body: contractRecordsQuerySchema, value: contractRecordsValueSchema },
  agentRevenue: { query: revenueQuerySchema, value: revenueValueSchema },
  agentAnnouncements: { query: agentAnnouncementsQuerySchema, value: agentAnnouncementsValueSchema },
  promotions: { query: promotionsQuerySchema, value: promotionsValueSchema },
  promotionAction: { body: promotionActionBodySchema, value: promotionsValueSchema },
  bonuses: { query: bonusesQuerySchema, value: bonusesValueSchema },
  bonusForfeit: { body: bonusForfeitBodySchema, value: bonusesValueSchema },
  rebate: { query: rebateQuerySchema, value: rebateValueSchema },
  rebateClaim: { body: rebateClaimBodySchema, value: rebateValueSchema },
  vip: { query: vipQuerySchema, value: vipValueSchema },
  vipClaim: { body: vipClaimBodySchema, value: vipValueSchema },
  rewardState: { query: rewardStateQuerySchema, value: rewardStateValueSchema },
  loginHistory: { query: loginHistoryQuerySchema, value: loginHistoryValueSchema },
  activeSessions: { query: activeSessionsQuerySchema, value: activeSessionsValueSchema },
  sessionRevoke: { body: sessionRevokeBodySchema, value: activeSessionsValueSchema },
  saferGambling: { query: saferGamblingQuerySchema, value: saferGamblingValueSchema },
  saferGamblingLimit: { body: limitSetBodySchema, value: saferGamblingValueSchema },
  saferGamblingPending: { body: limitPendingBodySchema, value: saferGamblingValueSchema },
  saferGamblingRealityCheck: { body: realityCheckBodySchema, value: saferGamblingValueSchema },
  playSession: { query: playSessionQuerySchema, value: playSessionValueSchema },
  saferGamblingExclusion: { body: exclusionBodySchema, value: exclusionValueSchema },
  activityStatement: { query: statementQuerySchema, value: statementValueSchema },
  agentContractOffer: { body: contractOfferBodySchema, value: contractSchema },
  agentContractAnswer: { body: contractAnswerBodySchema, value: contractSchema },
  transactionHistory: { query: transactionHistoryQuerySchema, value: transactionHistoryValueSchema },
} as const satisfies Partial<Record<RouteId, RouteSchemas>>;

export type SchemaRouteId = keyof typeof routeSchemas;
export type RouteValue<Id extends SchemaRouteId> = z.infer<(typeof routeSchemas)[Id]['value']>;
