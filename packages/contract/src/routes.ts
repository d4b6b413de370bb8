/**
 * The route table: one entry for every call named in spec section 7. `token` (T) means the session
 * token is required; `encrypted` (E) means the body travels encrypted. `chosen` marks paths or methods
 * the spec does not show; docs/decisions.md records why each was picked.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const moduleIds = [
  'COMM3',
  'REG3',
  'MEM3',
  'PTSYS3',
  'INBOX3',
  'FUNDTRANS3',
  'GAME3',
  'LOTT3',
  'PROMO3',
  'AGENT3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

export type Domain =
  | 'system'
  | 'session'
  | 'member'
  | 'wallet'
  | 'games'
  | 'lottery'
  | 'announcements'
  | 'inbox'
  | 'rewards'
  | 'agent'
  | 'feedback';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  module: ModuleId;
  token: boolean;
  encrypted: boolean;
  domain: Domain;
  /** Spec section that names the call. */
  spec: string;
  chosen?: 'path' | 'method' | 'path+method';
  /** Body is application/x-www-form-urlencoded rather than JSON. */
  form?: boolean;
}

const r = (
  method: HttpMethod,
  path: string,
  module: ModuleId,
  domain: Domain,
  spec: string,
  flags: { token?: boolean; encrypted?: boolean; chosen?: RouteDef['chosen']; form?: boolean } = {},
): RouteDef => ({
  method,
  path,
  module,
  domain,
  spec,
  token: flags.token ?? false,
  encrypted: flags.encrypted ?? false,
  ...(flags.chosen ? { chosen: flags.chosen } : {}),
  ...(flags.form ? { form: true } : {}),
});

const T = { token: true } as const;

export const routes = {
  // 7 start-up, 7.1 system
  permission: r('GET', '/wps/system/permission', 'COMM3', 'system', '7', { chosen: 'path+method' }),
  systemStatus: r('GET', '/wps/system/status', 'COMM3', 'system', '7.1'),
  whitelabel: r('GET', '/wps/system/whitelabel', 'COMM3', 'system', '7.1'),
  domainRoute: r('GET', '/wps/system/domainRoute', 'COMM3', 'system', '7.1'),
  helpCenter: r('GET', '/wps/system/helpCenter', 'COMM3', 'system', '7.1'),
  registerSettings: r('GET', '/wps/system/setting/register', 'REG3', 'system', '7.1'),
  menu: r('GET', '/wps/system/menu', 'COMM3', 'system', '7.1', { chosen: 'path+method' }),
  countryCodes: r('GET', '/wps/system/countryCodes', 'COMM3', 'system', '7.1', { chosen: 'path' }),
  // 7.1 session
  login: r('POST', '/wps/session/login', 'MEM3', 'session', '7.1', { encrypted: true }),
  logout: r('DELETE', '/wps/session/logout', 'MEM3', 'session', '7.1', T),
  // issue 18: the second factor of login (spec 4.2 step 5)
  loginCodeSend: r('POST', '/wps/session/login/verify/send', 'MEM3', 'session', '4.2', {
    chosen: 'path+method',
  }),
  loginVerify: r('POST', '/wps/session/login/verify', 'MEM3', 'session', '4.2', {
    encrypted: true,
    chosen: 'path+method',
  }),
  freePlayLogin: r('POST', '/wps/session/login/freeplay', 'MEM3', 'session', '7.1'),
  // issue 18: social sign-in (social.ts); the provider's callback is a redirect, not a call
  socialChannels: r('GET', '/wps/session/social/channels', 'MEM3', 'session', '2.5', {
    chosen: 'path+method',
  }),
  socialStart: r('POST', '/wps/session/social/start', 'MEM3', 'session', '2.5', { chosen: 'path+method' }),
  socialTicket: r('POST', '/wps/session/social/ticket', 'MEM3', 'session', '2.5', { chosen: 'path+method' }),
  socialRegister: r('POST', '/wps/session/social/register', 'REG3', 'session', '2.5', {
    encrypted: true,
    chosen: 'path+method',
  }),
  socialLink: r('POST', '/wps/session/social/link', 'MEM3', 'session', '2.5', {
    encrypted: true,
    chosen: 'path+method',
  }),
  socialLinks: r('GET', '/wps/session/social/links', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  socialLinkStart: r('POST', '/wps/session/social/link/start', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  socialLinkConfirm: r('POST', '/wps/session/social/link/confirm', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  socialUnlink: r('POST', '/wps/session/social/unlink', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  captcha: r('GET', '/wps/captcha', 'COMM3', 'session', '7.1'),
  captchaChallenge: r('GET', '/wps/captcha/challenge', 'COMM3', 'session', '7.1', { chosen: 'path' }),
  smsLoginCode: r('POST', '/wps/verification/sms/login', 'MEM3', 'session', '7.1', { chosen: 'path' }),
  smsRegister: r('POST', '/wps/verification/sms/register', 'REG3', 'session', '7.1'),
  smsRegisterMobile: r('POST', '/wps/verification/sms/register/mobile', 'REG3', 'session', '7.1', {
    chosen: 'path',
  }),
  smsNoLogin: r('POST', '/wps/verification/sms/noLogin', 'MEM3', 'session', '7.1', { chosen: 'method' }),
  // 7.1 member
  register: r('PUT', '/wps/member/register', 'REG3', 'member', '7.1', { encrypted: true }),
  registerMobile: r('PUT', '/wps/member/register/mobile', 'REG3', 'member', '7.1', { encrypted: true }),
  memberInfo: r('GET', '/wps/member/info', 'MEM3', 'member', '7.1', T),
  memberIcon: r('GET', '/wps/member/info/icon', 'MEM3', 'member', '7.1', T),
  changePassword: r('POST', '/wps/member/password', 'MEM3', 'member', '7.1', {
    token: true,
    encrypted: true,
  }),
  forgotPasswordEmail: r('POST', '/wps/member/password/email', 'MEM3', 'member', '7.1', { form: true }),
  // issue 13: the mailed reset code sets the password (step two of forgot by e-mail)
  resetPasswordByEmail: r('POST', '/wps/member/password/email/reset', 'MEM3', 'member', '7.1', {
    encrypted: true,
    chosen: 'path',
  }),
  setPasswordByPhone: r('POST', '/wps/member/password/verification', 'MEM3', 'member', '7.1', {
    encrypted: true,
  }),
  affiliate: r('GET', '/wps/agent/affiliate', 'REG3', 'member', '7.1'),
  firstLogin: r('POST', '/wps/member/firstLogin', 'MEM3', 'member', '7.1', { ...T, chosen: 'path+method' }),
  languageUpdate: r('PUT', '/wps/member/language', 'MEM3', 'member', '7.1', { ...T, chosen: 'path+method' }),
  feedback: r('PUT', '/wps/feedback', 'COMM3', 'feedback', '7.1', T),
  // my feedback and its images (issue 21; feedback.ts): paths and methods chosen
  feedbackList: r('GET', '/wps/feedback/list', 'COMM3', 'feedback', '2.6', { ...T, chosen: 'path+method' }),
  feedbackImage: r('GET', '/wps/feedback/image', 'COMM3', 'feedback', '2.6', { ...T, chosen: 'path+method' }),
  // 7.2 wallet and inbox
  walletBalance: r('GET', '/wps/v2/wallets/balance', 'FUNDTRANS3', 'wallet', '7.2', {
    ...T,
    chosen: 'method',
  }),
  walletTransfer: r('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', 'wallet', '7.2', T),
  consolidated: r('GET', '/wps/member/info/funds/consolidated', 'FUNDTRANS3', 'wallet', '7.2', T),
  merchantWallet: r('GET', '/wps/relay/GCS_merchantWallet', 'FUNDTRANS3', 'wallet', '7.2', T),
  unreadCount: r('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', 'inbox', '7.2', { ...T, chosen: 'method' }),
  // the inbox of spec 2.6 messageV2 (issue 21; inbox.ts): relays beside CSP_unreadCount, paths chosen
  inboxMessages: r('GET', '/wps/relay/CSP_messageList', 'INBOX3', 'inbox', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  inboxRead: r('POST', '/wps/relay/CSP_readMessage', 'INBOX3', 'inbox', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  inboxReadAll: r('POST', '/wps/relay/CSP_readAllMessages', 'INBOX3', 'inbox', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  inboxDelete: r('DELETE', '/wps/relay/CSP_deleteMessage', 'INBOX3', 'inbox', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  // cashier pages of spec 2.6 (issue 4): paths chosen, recorded in docs/decisions.md
  depositChannels: r('GET', '/wps/deposit/channels', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  depositCreate: r('POST', '/wps/deposit/order', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  depositRecords: r('GET', '/wps/deposit/records', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  bankAccountBind: r('POST', '/wps/member/bankAccount', 'FUNDTRANS3', 'wallet', '3', {
    ...T,
    chosen: 'path+method',
  }),
  withdrawInfo: r('GET', '/wps/withdraw/info', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  withdraw: r('POST', '/wps/withdraw', 'FUNDTRANS3', 'wallet', '2.6', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
  withdrawRecords: r('GET', '/wps/withdraw/records', 'FUNDTRANS3', 'wallet', '4.10', {
    ...T,
    chosen: 'path+method',
  }),
  withdrawReceipt: r('POST', '/wps/withdraw/receipt', 'FUNDTRANS3', 'wallet', '4.10', {
    ...T,
    chosen: 'path+method',
  }),
  transferUpline: r('POST', '/wps/transfer/upline', 'FUNDTRANS3', 'wallet', '2.6', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
  // issue 14: whom the transfer pays (the member-centre entry shows only with an upline)
  transferUplineInfo: r('GET', '/wps/transfer/upline', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  // issue 14: the payment (withdrawal) password: set once with the login password, changed with the old one
  paymentPasswordSet: r('POST', '/wps/member/paymentPassword', 'FUNDTRANS3', 'wallet', '2.6', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
  paymentPasswordChange: r('PUT', '/wps/member/paymentPassword', 'FUNDTRANS3', 'wallet', '2.6', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
  // issue 16: the payment password confirms the move, so the body travels encrypted like transferUpline's
  transferDownline: r('POST', '/wps/agent/transfer/downline', 'AGENT3', 'agent', '2.7', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
  // issue 16: agent centre pages registerCenter and downlineManagmentView (spec 2.7)
  agentOpenAccount: r('POST', '/wps/agent/account', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  agentDownlines: r('GET', '/wps/agent/downlines', 'AGENT3', 'agent', '2.7', { ...T, chosen: 'path+method' }),
  // issue 16: agentTeamOverview, palStatementsAgentCopy, personalHistoryCopy (team betting),
  // agentDownlineTransactionDetailsCopy, and each report's CSV file (agent-reports.ts)
  agentOverview: r('GET', '/wps/agent/overview', 'AGENT3', 'agent', '2.7', { ...T, chosen: 'path+method' }),
  agentProfitLoss: r('GET', '/wps/agent/report/profit-loss', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  agentTeamBets: r('GET', '/wps/agent/report/bets', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  agentTeamTransactions: r('GET', '/wps/agent/report/transactions', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  agentReportExport: r('GET', '/wps/agent/report/:report/csv', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  transactionHistory: r('GET', '/wps/member/transactionHistory', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  // 7.3 games
  gameList: r('GET', '/wps/game/list', 'GAME3', 'games', '7.3', { chosen: 'path' }),
  gameVendor: r('GET', '/wps/game/vendor', 'GAME3', 'games', '7.3', { chosen: 'path' }),
  vassalageGameTypes: r('GET', '/wps/game/vassalage/types', 'GAME3', 'games', '7.3', { chosen: 'path' }),
  announcements: r('GET', '/wps/announcement', 'PROMO3', 'announcements', '7.3', { chosen: 'path' }),
  favoriteIds: r('GET', '/wps/game/favorite/ids', 'GAME3', 'games', '7.3', { ...T, chosen: 'path' }),
  favoriteList: r('GET', '/wps/game/favorite', 'GAME3', 'games', '7.3', { ...T, chosen: 'path' }),
  favoriteAdd: r('POST', '/wps/game/favorite', 'GAME3', 'games', '7.3', { ...T, chosen: 'path' }),
  favoriteRemove: r('DELETE', '/wps/game/favorite', 'GAME3', 'games', '7.3', { ...T, chosen: 'path' }),
  recentGames: r('GET', '/wps/game/recent', 'GAME3', 'games', '7.3', { ...T, chosen: 'path' }),
  hotGames: r('GET', '/wps/game/hot', 'GAME3', 'games', '7.3', { chosen: 'path' }),
  winnerBoard: r('GET', '/wps/game/winners', 'GAME3', 'games', '7.3', { chosen: 'path' }),
  launchGame: r('POST', '/wps/game/launchGame', 'GAME3', 'games', '7.3', { ...T, chosen: 'method' }),
  // issue 14: the game page closed; the automatic transfer returns the game's wallet to main
  leaveGame: r('POST', '/wps/game/leaveGame', 'GAME3', 'games', '4.6', { ...T, chosen: 'path+method' }),
  gameLaunchFB: r('POST', '/wps/relay/GCS_gameLaunchFB', 'GAME3', 'games', '7.3', {
    ...T,
    chosen: 'path+method',
  }),
  pvpRoomList: r('GET', '/wps/relay/GLS2_roomList', 'GAME3', 'games', '7.3', { chosen: 'path+method' }),
  liveModelList: r('GET', '/wps/game/live/models', 'GAME3', 'games', '7.3', { chosen: 'path+method' }),
  liveChat: r('GET', '/wps/game/live/chat', 'GAME3', 'games', '7.3', { ...T, chosen: 'path+method' }),
  notice: r('GET', '/wps/notice', 'PROMO3', 'announcements', '7.3', { chosen: 'path' }),
  popularGames: r('GET', '/wps/game/popular', 'GAME3', 'games', '7.3', { chosen: 'path' }),
  // game search (issue 14): not a spec call; path and method chosen (game-search.ts)
  gameSearch: r('GET', '/wps/game/search', 'GAME3', 'games', '7.3', { chosen: 'path+method' }),
  // member centre bet record and profit and loss pages (spec 2.6; issue 5, play.ts): paths chosen
  betRecords: r('GET', '/wps/member/betRecords', 'GAME3', 'games', '2.6', { ...T, chosen: 'path' }),
  profitLoss: r('GET', '/wps/member/profitLoss', 'GAME3', 'games', '2.6', { ...T, chosen: 'path' }),
  // 7.4 lottery
  lotteryLobbyLaunch: r('GET', '/wps/lottery/lobby/launch', 'LOTT3', 'lottery', '7.4', {
    ...T,
    chosen: 'path',
  }),
  recentLottery: r('GET', '/wps/lottery/recent', 'LOTT3', 'lottery', '7.4', { ...T, chosen: 'path' }),
  vnGameMenu: r('GET', '/lgw/vn/games/game_menu', 'LOTT3', 'lottery', '7.4'),
  vnGameMenuRecent: r('GET', '/lgw/vn/games/game_menu/recent', 'LOTT3', 'lottery', '7.4'),
  vnOpenedNumero: r('GET', '/lgw/vn/numeros/opened/game', 'LOTT3', 'lottery', '7.4'),
  openedNumero: r('GET', '/lotto/lgw/games/opened/numero', 'LOTT3', 'lottery', '7.4'),
  missionSummary: r('GET', '/wps/relay/MISSION_summary', 'PROMO3', 'rewards', '7.4', {
    ...T,
    chosen: 'path+method',
  }),
  missionLeaderboard: r('GET', '/wps/relay/MISSION_leaderboard', 'PROMO3', 'rewards', '7.4', {
    ...T,
    chosen: 'path+method',
  }),
  // issue 20: claiming a completed mission (the spec names the summary and leaderboard relays only)
  missionClaim: r('POST', '/wps/relay/MISSION_claim', 'PROMO3', 'rewards', '7.4', {
    ...T,
    chosen: 'path+method',
  }),
  lotteryGames: r('GET', '/lgw/games', 'LOTT3', 'lottery', '7.4', { chosen: 'path' }),
  lotteryGameMenus: r('GET', '/lgw/games/game_menus', 'LOTT3', 'lottery', '7.4'),
  // lottery betting view (issue 5; lottery.ts): paths chosen
  lotteryDraw: r('GET', '/wps/lottery/draw', 'LOTT3', 'lottery', '7.4', { chosen: 'path' }),
  lotteryBet: r('POST', '/wps/lottery/bet', 'LOTT3', 'lottery', '7.4', { ...T, chosen: 'path+method' }),
  lotteryTickets: r('GET', '/wps/lottery/tickets', 'LOTT3', 'lottery', '7.4', { ...T, chosen: 'path' }),
  // end of lottery betting view
  // 7.5 contracts and rewards
  processDividendReq: r('GET', '/wps/relay/processDividendReq', 'AGENT3', 'agent', '7.5', {
    ...T,
    chosen: 'path',
  }),
  processDailySalContract: r('GET', '/wps/relay/processDailySalContract', 'AGENT3', 'agent', '7.5', {
    ...T,
    chosen: 'path',
  }),
  processContractHourSalary: r('POST', '/wps/relay/processContractHourSalary', 'AGENT3', 'agent', '7.5', {
    ...T,
    chosen: 'path',
  }),
  processRealTimeSalaryContract: r(
    'POST',
    '/wps/relay/processRealTimeSalaryContract',
    'AGENT3',
    'agent',
    '7.5',
    {
      ...T,
      chosen: 'path',
    },
  ),
  // issue 17: promotions, the reward centre and bonus details (promotions.ts)
  promotions: r('GET', '/wps/promotions', 'PROMO3', 'rewards', '2.3', { chosen: 'path+method' }),
  promotionAction: r('POST', '/wps/promotions/action', 'PROMO3', 'rewards', '4.10', {
    ...T,
    chosen: 'path+method',
  }),
  bonuses: r('GET', '/wps/bonuses', 'PROMO3', 'rewards', '2.6', { ...T, chosen: 'path+method' }),
  bonusForfeit: r('POST', '/wps/bonuses/forfeit', 'PROMO3', 'rewards', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  rebate: r('GET', '/wps/rebate', 'PROMO3', 'rewards', '2.6', { ...T, chosen: 'path+method' }),
  rebateClaim: r('POST', '/wps/rebate/claim', 'PROMO3', 'rewards', '2.6', { ...T, chosen: 'path+method' }),
  // issue 17: VIP, and the reward fields of spec 3's public state (vip.ts)
  vip: r('GET', '/wps/vip', 'PROMO3', 'rewards', '2.6', { ...T, chosen: 'path+method' }),
  vipClaim: r('POST', '/wps/vip/claim', 'PROMO3', 'rewards', '2.6', { ...T, chosen: 'path+method' }),
  rewardState: r('GET', '/wps/rewards/state', 'PROMO3', 'rewards', '3', { ...T, chosen: 'path+method' }),
  // issue 18: the security centre's login history and active sessions (login-activity.ts)
  loginHistory: r('GET', '/wps/member/security/logins', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  activeSessions: r('GET', '/wps/member/security/sessions', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  sessionRevoke: r('POST', '/wps/member/security/sessions/revoke', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  authenticator: r('GET', '/wps/member/security/authenticator', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  authenticatorSetup: r('POST', '/wps/member/security/authenticator/setup', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  authenticatorConfirm: r('POST', '/wps/member/security/authenticator/confirm', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  authenticatorDisable: r('POST', '/wps/member/security/authenticator/disable', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  trustedDevicesForget: r('POST', '/wps/member/security/trusted-devices/forget', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  // issue 18: my account: personal fields, contact binding, payment password reset
  profile: r('GET', '/wps/member/profile', 'MEM3', 'member', '2.6', { ...T, chosen: 'path+method' }),
  profileSave: r('POST', '/wps/member/profile', 'MEM3', 'member', '2.6', { ...T, chosen: 'path+method' }),
  contactCode: r('POST', '/wps/member/contact/code', 'MEM3', 'member', '2.6', {
    ...T,
    encrypted: true,
    chosen: 'path+method',
  }),
  contactVerify: r('POST', '/wps/member/contact/verify', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  paymentPasswordResetCode: r(
    'POST',
    '/wps/member/paymentPassword/reset/code',
    'FUNDTRANS3',
    'wallet',
    '2.6',
    {
      ...T,
      chosen: 'path+method',
    },
  ),
  paymentPasswordReset: r('POST', '/wps/member/paymentPassword/reset', 'FUNDTRANS3', 'wallet', '2.6', {
    ...T,
    encrypted: true,
    chosen: 'path+method',
  }),
  // issue 18: safer gambling: limits, reality check, time-out and self-exclusion, statement
  saferGambling: r('GET', '/wps/member/safer-gambling', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  saferGamblingLimit: r('POST', '/wps/member/safer-gambling/limit', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  saferGamblingPending: r('POST', '/wps/member/safer-gambling/limit/pending', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  saferGamblingRealityCheck: r('POST', '/wps/member/safer-gambling/reality-check', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  playSession: r('GET', '/wps/member/safer-gambling/session', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  saferGamblingExclusion: r('POST', '/wps/member/safer-gambling/exclusion', 'MEM3', 'member', '2.6', {
    ...T,
    encrypted: true,
    chosen: 'path+method',
  }),
  activityStatement: r('GET', '/wps/member/safer-gambling/statement', 'MEM3', 'member', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  // issue 16: agentAnnouncement, the operator's notices for agents (agent-announcements.ts)
  agentAnnouncements: r('GET', '/wps/agent/announcements', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  // issue 16: offering a contract to a sub-agent, and signing, rejecting or terminating one
  agentRevenue: r('GET', '/wps/agent/report/revenue', 'AGENT3', 'agent', '2.7', {
    ...T,
    chosen: 'path+method',
  }),
  agentContractOffer: r('POST', '/wps/agent/contract/offer', 'AGENT3', 'agent', '4.10', {
    ...T,
    chosen: 'path+method',
  }),
  agentContractAnswer: r('POST', '/wps/agent/contract/answer', 'AGENT3', 'agent', '4.10', {
    ...T,
    chosen: 'path+method',
  }),
  claimRafflePromotion: r('POST', '/wps/relay/claimRafflePromotion', 'PROMO3', 'rewards', '7.5', {
    ...T,
    chosen: 'path',
  }),
  // issue 20: the raffles a member can enter (the spec names the claim and the winners only)
  raffles: r('GET', '/wps/relay/raffles', 'PROMO3', 'rewards', '7.5', { ...T, chosen: 'path+method' }),
  winnerRankList: r('GET', '/wps/relay/winnerRankList', 'PROMO3', 'rewards', '7.5', {
    chosen: 'path+method',
  }),
  // issue 20: invite friends (spec 2.6 referral names no call)
  referral: r('GET', '/wps/referral', 'PROMO3', 'rewards', '2.6', { ...T, chosen: 'path+method' }),
  referralInvitees: r('GET', '/wps/referral/invitees', 'PROMO3', 'rewards', '2.6', {
    ...T,
    chosen: 'path+method',
  }),
  // 7.6 points
  getPointBalance: r('GET', '/wps/relay/getPointBalance', 'PTSYS3', 'rewards', '7.6', {
    ...T,
    chosen: 'path+method',
  }),
  getPointReward: r('GET', '/wps/relay/getPointReward', 'PTSYS3', 'rewards', '7.6', {
    ...T,
    chosen: 'path+method',
  }),
  getRedeemPointList: r('GET', '/wps/relay/getRedeemPointList', 'PTSYS3', 'rewards', '7.6', {
    ...T,
    chosen: 'path+method',
  }),
  getPointConfig: r('GET', '/wps/relay/getPointConfig', 'PTSYS3', 'rewards', '7.6', {
    ...T,
    chosen: 'path+method',
  }),
  memberTransactionDetails: r('GET', '/wps/relay/ODSFE2_MemTransDet', 'PTSYS3', 'rewards', '7.6', {
    ...T,
    chosen: 'path+method',
  }),
  redeemPointReward: r('POST', '/wps/relay/passwordCheck/redeemPointReward', 'PTSYS3', 'rewards', '7.6', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
  convertPoint: r('POST', '/wps/relay/passwordCheck/convertPoint', 'PTSYS3', 'rewards', '7.6', {
    token: true,
    encrypted: true,
    chosen: 'path+method',
  }),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export const routeIds = Object.keys(routes) as RouteId[];
