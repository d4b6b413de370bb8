import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@gp/contract/errors';
import type { Abilities } from '@gp/contract/member';
import { routes, type RouteId } from '@gp/contract/routes';
import { AppError } from '../lib/app-error.js';
import type { Authenticated, SessionService } from '../modules/session/session-service.js';

/**
 * Authorization: ONE policy table deciding, for every route id of the contract route table, who may
 * call it, and ONE guard enforcing it for all routes.
 *
 * Roles: guest (no valid token), trial (type in TRIAL_TYPES), agent (type in AGENT_TYPES), member
 * (every other type that may log in). Access levels:
 * - public  : everyone;
 * - session : any logged-in user, trial included (guest -> 401 not_logged_in);
 * - member  : members and agents (guest -> 401 not_logged_in, trial -> 403 in_need_true_account);
 * - agent   : agents only (guest -> 401, trial -> 403 in_need_true_account, member -> 403 error_not_agent).
 *
 * The guard runs in `onRequest`, before body parsing, decryption and validation, so a caller without
 * the right role learns nothing about the body and costs no decryption. It reads the bearer token
 * (constants.authHeader) and sets `request.auth` for handlers (`requireAuth(request)`).
 * Contract routes get their id stamped in `routeOptions.config.routeId` by an onRoute hook; routes not
 * implemented yet are registered as 404 placeholders (pending-routes.ts) so they pass this guard too.
 * Adding a route to the contract fails type-checking until it has a line here.
 */
export type Role = 'guest' | 'trial' | 'member' | 'agent';
export type Access = 'public' | 'session' | 'member' | 'agent';
export const roles: readonly Role[] = ['guest', 'trial', 'member', 'agent'];

export const accessPolicy = {
  // system
  permission: 'public',
  systemStatus: 'public',
  whitelabel: 'public',
  domainRoute: 'public',
  helpCenter: 'public',
  registerSettings: 'public',
  menu: 'public',
  countryCodes: 'public',
  // session
  login: 'public',
  logout: 'session',
  loginCodeSend: 'public',
  loginVerify: 'public',
  freePlayLogin: 'public',
  socialChannels: 'public',
  socialStart: 'public',
  socialTicket: 'public',
  socialRegister: 'public',
  socialLink: 'public',
  // linking and unlinking a channel change how a real account logs in: trial -> in_need_true_account
  socialLinks: 'member',
  socialLinkStart: 'member',
  socialLinkConfirm: 'member',
  socialUnlink: 'member',
  captcha: 'public',
  captchaChallenge: 'public',
  smsLoginCode: 'public',
  smsRegister: 'public',
  smsRegisterMobile: 'public',
  smsNoLogin: 'public',
  // member
  register: 'public',
  registerMobile: 'public',
  memberInfo: 'session',
  memberIcon: 'session',
  changePassword: 'member',
  forgotPasswordEmail: 'public',
  resetPasswordByEmail: 'public',
  setPasswordByPhone: 'public',
  affiliate: 'public',
  firstLogin: 'session',
  languageUpdate: 'session',
  feedback: 'member',
  feedbackList: 'member',
  feedbackImage: 'member',
  // wallet and inbox (trial: unread messages and consolidated data are not loaded, spec 6)
  walletBalance: 'session',
  walletTransfer: 'member',
  consolidated: 'member',
  merchantWallet: 'member',
  unreadCount: 'member',
  inboxMessages: 'member',
  inboxRead: 'member',
  inboxReadAll: 'member',
  inboxDelete: 'member',
  // cashier (issue 4): members and agents; trial -> in_need_true_account
  depositChannels: 'member',
  depositCreate: 'member',
  depositRecords: 'member',
  bankAccountBind: 'member',
  withdrawInfo: 'member',
  withdraw: 'member',
  withdrawRecords: 'member',
  withdrawReceipt: 'member',
  transferUpline: 'member',
  transferUplineInfo: 'member',
  // payment password (issue 14): trial users have no wallet to protect -> in_need_true_account
  paymentPasswordSet: 'member',
  paymentPasswordChange: 'member',
  transferDownline: 'agent',
  // agent centre (issue 16): the agent's own team only; members -> error_not_agent
  agentOpenAccount: 'agent',
  agentDownlines: 'agent',
  agentOverview: 'agent',
  agentProfitLoss: 'agent',
  agentTeamBets: 'agent',
  agentTeamTransactions: 'agent',
  agentReportExport: 'agent',
  agentRevenue: 'agent',
  agentAnnouncements: 'agent',
  // promotions (issue 17): everyone reads the offers (a member sees its statuses); taking one and the
  // bonuses are real money: trial -> in_need_true_account
  promotions: 'public',
  promotionAction: 'member',
  bonuses: 'member',
  bonusForfeit: 'member',
  rebate: 'member',
  rebateClaim: 'member',
  vip: 'member',
  vipClaim: 'member',
  rewardState: 'member',
  // the security centre: real accounts (a trial has no password to protect)
  loginHistory: 'member',
  activeSessions: 'member',
  sessionRevoke: 'member',
  authenticator: 'member',
  authenticatorSetup: 'member',
  authenticatorConfirm: 'member',
  authenticatorDisable: 'member',
  trustedDevicesForget: 'member',
  profile: 'member',
  profileSave: 'member',
  contactCode: 'member',
  contactVerify: 'member',
  paymentPasswordResetCode: 'member',
  paymentPasswordReset: 'member',
  // safer gambling protects real money: trial -> in_need_true_account
  saferGambling: 'member',
  saferGamblingLimit: 'member',
  saferGamblingPending: 'member',
  saferGamblingRealityCheck: 'member',
  playSession: 'member',
  saferGamblingExclusion: 'member',
  activityStatement: 'member',
  agentContractOffer: 'agent',
  agentContractAnswer: 'agent',
  transactionHistory: 'member',
  // games (trial users play free mode only: launchGame refuses them a real launch, spec 4.6, 6)
  gameList: 'public',
  gameVendor: 'public',
  vassalageGameTypes: 'public',
  announcements: 'public',
  favoriteIds: 'member',
  favoriteList: 'member',
  favoriteAdd: 'member',
  favoriteRemove: 'member',
  recentGames: 'member',
  hotGames: 'public',
  winnerBoard: 'public',
  launchGame: 'session',
  leaveGame: 'member',
  gameLaunchFB: 'member',
  pvpRoomList: 'public',
  liveModelList: 'public',
  liveChat: 'member',
  notice: 'public',
  popularGames: 'public',
  gameSearch: 'public',
  // member centre bet records and profit and loss (issue 5): trial -> in_need_true_account
  betRecords: 'member',
  profitLoss: 'member',
  // lottery
  lotteryLobbyLaunch: 'member',
  recentLottery: 'member',
  vnGameMenu: 'public',
  vnGameMenuRecent: 'public',
  vnOpenedNumero: 'public',
  openedNumero: 'public',
  missionSummary: 'member',
  missionClaim: 'member',
  missionLeaderboard: 'member',
  lotteryGames: 'public',
  lotteryGameMenus: 'public',
  // lottery betting view (issue 5)
  lotteryDraw: 'public',
  // trial users may play free-trial tickets only (modules/lottery/routes.ts)
  lotteryBet: 'session',
  lotteryTickets: 'session',
  // contracts (agent centre) and rewards
  processDividendReq: 'agent',
  processDailySalContract: 'agent',
  processContractHourSalary: 'agent',
  processRealTimeSalaryContract: 'agent',
  claimRafflePromotion: 'member',
  raffles: 'member',
  winnerRankList: 'public',
  // invite friends (issue 20)
  referral: 'member',
  referralInvitees: 'member',
  // points
  getPointBalance: 'member',
  getPointReward: 'member',
  getRedeemPointList: 'member',
  getPointConfig: 'member',
  memberTransactionDetails: 'member',
  redeemPointReward: 'member',
  convertPoint: 'member',
} as const satisfies Record<RouteId, Access>;

/** The policy's answer: 'allow' or the error code the caller gets. */
export const decide = (access: Access, role: Role): 'allow' | ErrorCode => {
  if (access === 'public') return 'allow';
  if (role === 'guest') return 'not_logged_in';
  if (access === 'session') return 'allow';
  if (role === 'trial') return 'in_need_true_account';
  if (access === 'member') return 'allow';
  return role === 'agent' ? 'allow' : 'error_not_agent';
};

export const can = (role: Role, id: RouteId): boolean => decide(accessPolicy[id], role) === 'allow';

export interface RoleTypes {
  agentTypes: readonly number[];
  trialTypes: readonly number[];
}

/** Role of a logged-in member type (spec 4.1: status derives from the type and the configured lists). */
export const roleOfType = (type: number, lists: RoleTypes): Exclude<Role, 'guest'> =>
  lists.agentTypes.includes(type) ? 'agent' : lists.trialTypes.includes(type) ? 'trial' : 'member';

/** Abilities sent to the client, computed from the same table (never duplicated in the browser). */
export const abilitiesOf = (role: Role): Abilities => ({
  memberCentre: can(role, 'walletTransfer'),
  agentCentre: can(role, 'processDividendReq'),
  // launchGame is open to trial users for free mode; leaveGame exists only for real-money sessions.
  playRealGames: can(role, 'launchGame') && can(role, 'leaveGame'),
  changePassword: can(role, 'changePassword'),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Contract route id, stamped by the access-policy onRoute hook. */
    routeId?: RouteId;
  }
  interface FastifyRequest {
    /** The caller's session on routes whose access is not public; null for guests. */
    auth: Authenticated | null;
  }
}

const routeIndex = new Map<string, RouteId>(
  (Object.keys(routes) as RouteId[]).map((id) => [`${routes[id].method} ${routes[id].path}`, id]),
);

/** Contract route id of a method and URL pattern (HEAD maps to the GET route). */
export const contractRouteId = (method: string, url: string): RouteId | undefined =>
  routeIndex.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);

/** The bearer token of an Authorization header (also read by public routes whose answer depends on login). */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
};

/** The session of a guarded route; throws not_logged_in when absent (a programming error on public routes). */
export const requireAuth = (request: FastifyRequest): Authenticated => {
  if (!request.auth) throw new AppError('not_logged_in', 'You are not logged in, please log in');
  return request.auth;
};

/**
 * What a session that must change its password may call (spec 4.2 step 3: the change-password dialog
 * comes first): the change itself, sign-out and reading who it is. Everything else answers 403
 * password_change_required until the change.
 */
export const mustChangePasswordRoutes: ReadonlySet<RouteId> = new Set([
  'changePassword',
  'logout',
  'memberInfo',
]);

/** Must be registered before any module route. */
export const registerAccessGuard = (
  app: FastifyInstance,
  deps: { sessions: SessionService; roleTypes: RoleTypes },
): void => {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const id = methods.map((m) => contractRouteId(String(m), options.url)).find(Boolean);
    if (id) options.config = { ...options.config, routeId: id };
  });
  app.addHook('onRequest', async (request) => {
    const id = request.routeOptions.config.routeId;
    if (!id) return;
    const access: Access = accessPolicy[id];
    if (access === 'public') return;
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await deps.sessions.authenticate(token) : null;
    const role: Role = auth ? roleOfType(auth.member.type, deps.roleTypes) : 'guest';
    const verdict = decide(access, role);
    if (verdict !== 'allow') {
      throw new AppError(
        verdict,
        verdict === 'not_logged_in' ? 'You are not logged in, please log in' : verdict,
      );
    }
    if (auth?.mustChangePassword && !mustChangePasswordRoutes.has(id)) {
      throw new AppError('password_change_required', 'Change your password before continuing');
    }
    request.auth = auth;
  });
};
