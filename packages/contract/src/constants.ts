/** Business constants and limits of spec section 9, plus the defaults of sections 3 and 4. */
export const constants = {
  tooManyRequestsWaitMinutes: 5,
  smsCountdownSecondsPerExpiryMinute: 60,
  smsDefaultExpiryMinutes: 1,
  smsRequestThrottleMs: 1000,
  captchaRefreshThrottleMs: 1000,
  rememberMeCookieDays: 1,
  defaultInitialPasswordKey: '{key}',
  announcementPageSize: 9,
  noticePageSize: 9,
  noticePageRange: 5,
  noticeMarginPages: 1,
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
  bannerSlidesPerView: 1,
  bannerSpaceBetweenPx: 20.3,
  gameListPageSizeHome: 12,
  gameListPageSize: 24,
  gameSlidesPerView: 6,
  cardsPerCategoryOnHome: 5,
  homeOverview: { RNG: 3, LIVE: 1, FISH: 1 },
  favoriteListPageSize: 999,
  winnerBoardLimit: 20,
  winnerBoardRanked: 3,
  favoriteToggleThrottleMs: 1000,
  clientType: 3,
  platforms: ['flash', 'html5-desktop'],
  device: 'WEB',
  headerDropdownLargeAboveVendors: 10,
  mxwinRowAboveRngVendors: 10,
  mxwinRowVendorRange: [11, 20],
  balanceDecimals: 2,
  uploadImageTypes: ['image/png', 'image/jpeg'],
  uploadImageMaxBytes: 5 * 1024 * 1024,
  uploadImageMaxCount: 3,
  commentMaxLength: 140,
  realtimeSalarySettlementMinutes: 5,
  contractPeriods: ['D', 'W', 'H', 'M'],
  minimumAge: 18,
  minimumAgeKoreanVariant: 19,
  customerServicePathKeyLength: 8,
  lazyImageThreshold: 0.1,
  chunkLoadTimeoutMs: 120_000,
  defaultGameType: 'HOME',
  defaultMemberPage: 'securityCenter',
  defaultAgentPage: 'agentTeamOverview',
  verificationCodeMaxLength: 255,
  slotCatalogueSize: 10_000,
} as const;

/** Agent and trial account types (spec sections 3 and 6). */
export const agentAccountTypes = [1, 2, 41, 42] as const;
export const trialAccountTypes = [4] as const;

/** Storage keys of spec section 3: session storage values and local storage language keys. */
export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  validate: 'validate',
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  /**
   * Ids of the announcement popups closed in this browser session (spec 4.9: each shows once per
   * session), a JSON array of strings. The spec names no key; logout keeps it (docs/decisions.md).
   */
  closedPopups: 'closedPopups',
  /**
   * When the page last reloaded itself after a script or style chunk failed to load (epoch ms): one
   * silent reload a minute at most, so a missing chunk never loops. The spec names no key.
   */
  chunkReloadAt: 'chunkReloadAt',
} as const;

export const localKeys = { hisLang: 'hisLang', lang: 'lang' } as const;

/** Interface languages with a language pack (spec section 1: EN and KO registered, JA and PT exist). */
export const languagePacks = ['EN', 'KO', 'JA', 'PT'] as const;
export type LanguagePack = (typeof languagePacks)[number];

/** The session token travels in this request header as `Bearer <token>`. */
export const authHeader = 'authorization';
