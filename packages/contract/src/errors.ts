/**
 * Stable error ids (spec section 8). The web client translates each id; the server picks the HTTP status
 * from `errorStatus`. Ids that the spec names literally keep their spelling (member_no_enter,
 * error_not_agent, login_2fa, in_need_true_account, inconsistent_twice, game_maintenance, blockip ...).
 */
export const errorCodes = {
  // Login and account
  wrongAccountOrPassword: 'wrong_account_or_password',
  accountNotExist: 'account_not_exist',
  memberNoEnter: 'member_no_enter',
  errorNotAgent: 'error_not_agent',
  notLoggedIn: 'not_logged_in',
  completeVerificationFirst: 'complete_verification_first',
  login2fa: 'login_2fa',
  // Phone and codes
  invalidPhoneFormat: 'invalid_phone_format',
  missingPhone: 'missing_phone',
  tooManyRequests: 'too_many_requests',
  unknownError: 'unknown_error',
  quotaNotSufficient: 'quota_not_sufficient',
  functionNotEnabled: 'function_not_enabled',
  invalidVerificationCode: 'invalid_verification_code',
  missingVerificationCode: 'missing_verification_code',
  verificationCodeExpired: 'verification_code_expired',
  captchaCheckFailed: 'captcha_check_failed',
  loginPopupClosed: 'login_popup_closed',
  smsSendFailed: 'sms_send_failed',
  // Registration
  invalidInvitationCode: 'invalid_invitation_code',
  termsNotAccepted: 'terms_not_accepted',
  inconsistentTwice: 'inconsistent_twice',
  // Trial
  inNeedTrueAccount: 'in_need_true_account',
  // Platform
  gameMaintenance: 'game_maintenance',
  infoMaintenance: 'info_maintenance',
  blockIp: 'blockip',
  infoIpBlock: 'info_ip_block',
  domainCheckFailed: 'domain_check_failed',
  invalidUrl: 'invalid_url',
  networkAbnormal: 'network_abnormal',
  pageLoadTimeout: 'page_load_timeout',
  systemError: 'system_error',
  enterContent: 'enter_content',
  inputEmpty: 'input_empty',
  imageTooLarge: 'image_too_large',
  tooManyImages: 'too_many_images',
  chunkLoadFailed: 'chunk_load_failed',
  // Transport (ARCHITECTURE envelope rules)
  badRequest: 'bad_request',
  notFound: 'not_found',
  forbidden: 'forbidden',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  conflict: 'conflict',
  // Accounts and sessions (issue 3)
  /** An E route received a plaintext body instead of { key, iv, data }. */
  encryptionRequired: 'encryption_required',
  /** An E route body could not be decrypted (wrong key, tampered, not JSON). */
  payloadDecryptFailed: 'payload_decrypt_failed',
  /** Change password: the old password is not the current one. */
  oldPasswordIncorrect: 'old_password_incorrect',
  /** The new password does not satisfy the registration password rule. */
  invalidPasswordFormat: 'invalid_password_format',
  // SMS codes, registration and password recovery (issue 3, second half)
  /** Registration: the username (or the mobile number used as username) is taken. */
  accountExists: 'account_exists',
  /** Registration SMS or registration: the mobile number already belongs to an account. */
  mobileRegistered: 'mobile_registered',
  /** A registration field breaks its server rule; `value` is { field, reason, messageKey, min, max }. */
  invalidField: 'invalid_field',
  /** The birthday makes the registrant younger than the merchant's minimum age. */
  underAge: 'under_age',
  /** The phone-verification-service token (firebaseIdToken) is invalid or for another number. */
  phoneTokenInvalid: 'phone_token_invalid',
  // Wallet, cashier and ledger (issue 4)
  /** The amount is not a decimal number. */
  invalidAmount: 'invalid_amount',
  /** The amount is zero or negative. */
  amountNotPositive: 'amount_not_positive',
  /** The amount has more than two decimals. */
  amountTooPrecise: 'amount_too_precise',
  /** The amount exceeds 10,000,000,000,000.00. */
  amountTooLarge: 'amount_too_large',
  /** Below the channel's or the withdrawal minimum; `value` is { min, max }. */
  amountBelowMinimum: 'amount_below_minimum',
  /** Above the channel's or the withdrawal maximum; `value` is { min, max }. */
  amountAboveMaximum: 'amount_above_maximum',
  /** The wallet to debit holds less than the amount. */
  insufficientBalance: 'insufficient_balance',
  /** A money-moving call without a valid Idempotency-Key header. */
  idempotencyKeyRequired: 'idempotency_key_required',
  /** The Idempotency-Key was already used for a different request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** Unknown deposit channel (or not offered to this merchant). */
  invalidDepositChannel: 'invalid_deposit_channel',
  /** Manual bank-transfer deposit without the transfer reference. */
  depositReferenceRequired: 'deposit_reference_required',
  /** Wallet transfer between unknown wallets, two vendor wallets, or one wallet and itself. */
  invalidWallet: 'invalid_wallet',
  /** Withdraw: the payment password is wrong. */
  paymentPasswordIncorrect: 'payment_password_incorrect',
  /**
   * Too many wrong payment passwords of the member (or from the IP): every call that asks for it
   * answers this, with Retry-After, until the lock ends, even with the right password.
   */
  paymentPasswordLocked: 'payment_password_locked',
  /** Withdraw: the member never set a payment password. */
  paymentPasswordNotSet: 'payment_password_not_set',
  /** Set payment password: the member already has one (change it with the old one instead). */
  paymentPasswordAlreadySet: 'payment_password_already_set',
  /** The new payment password breaks the merchant's rule; `value` is { messageKey, min, max }. */
  invalidPaymentPasswordFormat: 'invalid_payment_password_format',
  /** Set payment password: the login password given to prove the member is wrong (guess-limited). */
  loginPasswordIncorrect: 'login_password_incorrect',
  /** Withdraw: the bank account id is not one of the member's bound accounts (or none is bound). */
  bankAccountNotFound: 'bank_account_not_found',
  /** Bind: the member already has the maximum number of bank accounts, or this one is bound. */
  bankAccountLimit: 'bank_account_limit',
  /** Bind: the account number is not 6-32 digits once spaces and dashes are dropped. */
  invalidBankAccountNumber: 'invalid_bank_account_number',
  /** Transfer to upline: the member has no upline. */
  noUpline: 'no_upline',
  /** Agent transfer: the account is not one of the agent's own downline members. */
  notYourDownline: 'not_your_downline',
  /** Agent open account (issue 16): the operator has set no default initial password ({key}, spec 9). */
  initialPasswordNotSet: 'initial_password_not_set',
  /** Agent reports: the chosen range is longer than maxReportDays business days (agent-reports.ts). */
  reportRangeTooLong: 'report_range_too_long',
  /** Agent report CSV: more than maxExportRows rows match; `value` is { rows }. */
  exportTooLarge: 'export_too_large',
  // Agent contracts (issue 16; agent-contracts.ts)
  /** The merchant's consolidated info does not enable this kind of contract. */
  contractKindDisabled: 'contract_kind_disabled',
  /** Offer: the agent holds no signed contract of that kind to share. */
  contractNotHeld: 'contract_not_held',
  /** Offer: a sub-agent's contract has its upline's period; `value` is { period }. */
  contractPeriodMismatch: 'contract_period_mismatch',
  /** Offer: a tier's rate is above the agent's own top rate; `value` is { rate }. */
  contractRateAboveUpline: 'contract_rate_above_upline',
  /** No such contract of the caller, or not in the state the action needs. */
  contractNotFound: 'contract_not_found',
  /** Sign: it would end contracts the caller gave at higher rates; `value` is { contracts: [{ id, agent, rate }] }. */
  contractTerminatesDownline: 'contract_terminates_downline',
  // Promotions and bonuses (issue 17; promotions.ts)
  /** No promotion with that id for this merchant. */
  promotionNotFound: 'promotion_not_found',
  /** The action does not fit the promotion's status for the member (closed, taken, not eligible ...). */
  promotionNotAvailable: 'promotion_not_available',
  /** A new bonus while another's turnover is still open (one open bonus at a time). */
  bonusAlreadyActive: 'bonus_already_active',
  /** The bonus would be zero (a deposit too small for its percent). */
  bonusAmountZero: 'bonus_amount_zero',
  /** Forfeit: the bonus is not the member's open one any more. */
  bonusNotActive: 'bonus_not_active',
  /** Withdraw: a bonus's turnover is open; `value` is { remaining } (valid bets still to play). */
  bonusTurnoverOpen: 'bonus_turnover_open',
  /** Rebate claim: no valid bet since the last claim earns anything. */
  rebateNothingToClaim: 'rebate_nothing_to_claim',
  /** VIP: the whitelabel's VIP switch (VIP3) is off. */
  vipNotEnabled: 'vip_not_enabled',
  /** VIP claim: no reward of that kind to claim now (not reached, or paid already). */
  vipRewardNotAvailable: 'vip_reward_not_available',
  // Safer gambling (issue 18; safer-gambling.ts)
  /** A deposit above what the member's deposit limit leaves in its period; value: period, remaining, resetsAt. */
  depositLimitReached: 'deposit_limit_reached',
  /** A stake that could take the period's losses past the member's loss limit (same value). */
  lossLimitReached: 'loss_limit_reached',
  /** A stake that would take the period's wagers past the member's wager limit (same value). */
  wagerLimitReached: 'wager_limit_reached',
  /** A limit above the operator's mandatory ceiling, or the removal of a mandatory limit. */
  limitAboveCeiling: 'limit_above_ceiling',
  /** A pending raise or removal confirmed before its 24 hours have passed; value: effectiveAt. */
  limitChangeNotDue: 'limit_change_not_due',
  /** Confirm or cancel with no pending change for that limit. */
  noPendingLimitChange: 'no_pending_limit_change',
  /** Login during a time-out or self-exclusion; value: kind, endsAt. */
  accountExcluded: 'account_excluded',
  /** Second factor: the login challenge is unknown, used, expired or from another IP: log in again. */
  secondFactorExpired: 'second_factor_expired',
  /** Second factor: the code or bank account name does not match. */
  secondFactorWrong: 'second_factor_wrong',
  /** Second factor: the chosen way is not one this member can use (no bound mobile, e-mail ...). */
  secondFactorUnavailable: 'second_factor_unavailable',
  /** Authenticator setup while one is already on, or confirm/disable with none set up. */
  authenticatorAlreadyEnabled: 'authenticator_already_enabled',
  authenticatorNotEnabled: 'authenticator_not_enabled',
  /** My account: a personal field that is locked (set, or the real name once a bank account is bound). */
  fieldLocked: 'field_locked',
  /** My account: a personal field the merchant does not show. */
  fieldNotEditable: 'field_not_editable',
  /** Contact binding: that e-mail address is bound to another account. */
  emailRegistered: 'email_registered',
  /** Contact binding: no code waiting for this channel, or it expired or ran out of tries. */
  noCodePending: 'no_code_pending',
  /** Payment password reset: no mobile or e-mail bound to send the code to. */
  contactNotBound: 'contact_not_bound',
  /** Statement: the period is reversed, longer than a year, or starts more than 12 months ago. */
  statementRangeInvalid: 'statement_range_invalid',
  /** Receipt confirmation: the withdrawal is not paid out, already confirmed, or the window has passed. */
  receiptNotAllowed: 'receipt_not_allowed',
  /** Partly received: the received amount must be above zero and below the withdrawn amount. */
  receivedAmountInvalid: 'received_amount_invalid',
  // Points mall (issue 20; points.ts)
  /** Redeem or convert: more points than the member holds. */
  pointsInsufficient: 'points_insufficient',
  /** Convert: fewer points than getPointConfig's pointsRequirement, or too few to pay 0.01; value: { min }. */
  pointsBelowRequirement: 'points_below_requirement',
  /** Redeem or convert before the member's approved deposits reach the amountRequirement; value: { remaining }. */
  pointsDepositRequired: 'points_deposit_required',
  /** Redeem: the reward is withdrawn, unknown or out of stock. */
  pointRewardUnavailable: 'point_reward_unavailable',
  /** Redeem: a physical reward needs a delivery name, phone and address. */
  deliveryRequired: 'delivery_required',
  // Missions (issue 20; missions.ts)
  /** Claim: the mission is unknown, not completed in this period, or claimed already. */
  missionNotClaimable: 'mission_not_claimable',
  // Raffles (issue 20; raffle.ts)
  /** Claim: the raffle is unknown, not open, or the member has no new ticket to claim. */
  raffleNotClaimable: 'raffle_not_claimable',
  // Game catalogue and favourites (issue 5)
  /** The nodeId names no game of this merchant (or not of the vendor and game type sent with it). */
  gameNotFound: 'game_not_found',
  /** Favourite add: the member already keeps the maximum number of favourites (999). */
  favoriteLimitReached: 'favorite_limit_reached',
  // Game search (issue 14; game-search.ts)
  /** The search text has fewer than 2 characters once spaces and punctuation are removed. */
  searchQueryTooShort: 'search_query_too_short',
  /** The search text has more than 50 characters. */
  searchQueryTooLong: 'search_query_too_long',
  // Game launch, seamless wallet protocol and the demo vendor (issue 5; play.ts, modules/vendors)
  /** Seamless-wallet call without a valid HMAC signature of its body and timestamp. */
  invalidSignature: 'invalid_signature',
  /** Seamless-wallet call whose signed timestamp is too far from the platform clock (replay). */
  staleRequest: 'stale_request',
  /** Rollback of a transaction the platform never booked (a later debit with that id is refused). */
  transactionNotFound: 'transaction_not_found',
  /** Debit, credit or rollback on a round that is already settled. */
  roundSettled: 'round_settled',
  /** Rollback of a bet in a round that already has a win (the stake and the win stay). */
  roundHasWin: 'round_has_win',
  /** Resettlement of a round that is still open (only a settled result can be corrected). */
  roundNotSettled: 'round_not_settled',
  /** Debit whose transaction id the vendor already rolled back. */
  transactionCancelled: 'transaction_cancelled',
  /** Game page: the launch token or game session is unknown, used, expired or for another game. */
  gameSessionInvalid: 'game_session_invalid',
  /** Game page: the stake is not one of the game's bet levels. */
  invalidBet: 'invalid_bet',
  /** Live table: the round no longer takes bets (its betting window closed). */
  tableBetsClosed: 'table_bets_closed',
  /** Card table: another player holds that seat this round (take a free one). */
  tableSeatTaken: 'table_seat_taken',
  /** Live table: a bet is under the area's minimum, or over its maximum or the round's. */
  tableBetLimit: 'table_bet_limit',
  /** Sportsbook: the fixture has kicked off or was called off, or the selection is not offered now. */
  marketClosed: 'market_closed',
  /** Sportsbook: a selection's odds moved since the slip was filled (and changes were not accepted). */
  oddsChanged: 'odds_changed',
  /** Sportsbook: the stake is under the minimum or over the maximum, or the payout over the cap. */
  sportsBetLimit: 'sports_bet_limit',
  /** Fishing: a volley sent again while its first sending is still being settled (try again shortly). */
  fishBatchPending: 'fish_batch_pending',
  // Number lottery (issue 5; lottery.ts, modules/lottery)
  /** Lottery bet: the draw no longer takes bets (closed, opened, or not the current draw). */
  lotteryBetClosed: 'lottery_bet_closed',
  /** Lottery bet: a number does not fit the bet type, repeats, or the bet type is not offered by the game. */
  lotteryInvalidNumbers: 'lottery_invalid_numbers',
  /** Lottery bet: the stake is not a whole amount between the stake limits. */
  lotteryInvalidStake: 'lottery_invalid_stake',
  // Social sign-in (issue 18; social.ts)
  /** The channel is not offered: switched off, unknown, or without credentials on the server. */
  socialChannelUnavailable: 'social_channel_unavailable',
  /** The provider's answer was refused: unknown, used, expired or forged state, or a token that failed its checks. */
  socialSignInFailed: 'social_sign_in_failed',
  /** The visitor cancelled at the provider (or the provider refused to share the sign-in). */
  socialSignInCancelled: 'social_sign_in_cancelled',
  /** The result ticket is unknown, used, expired, or from another browser: start again. */
  socialTicketInvalid: 'social_ticket_invalid',
  /** The identity is linked to another account, or this account already has that channel. */
  socialAlreadyLinked: 'social_already_linked',
  /** The channel is not linked to this account. */
  socialNotLinked: 'social_not_linked',
  /** Unlink refused: it is the account's last way to log in (no password, no other channel). */
  socialLastLogin: 'social_last_login',
  /** The session's login must change its password before anything else (spec 4.2 step 3). */
  passwordChangeRequired: 'password_change_required',
  // Messages and feedback (issue 21; inbox.ts, feedback.ts)
  /** Feedback: the content has fewer or more words than the merchant allows; `value` is { min, max }. */
  feedbackWordCount: 'feedback_word_count',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const allErrorCodes: readonly ErrorCode[] = Object.values(errorCodes);

/** HTTP status per code: transport meaning only; anything unlisted is a 400. */
export const errorStatus: Partial<Record<ErrorCode, number>> = {
  not_logged_in: 401,
  member_no_enter: 403,
  error_not_agent: 403,
  in_need_true_account: 403,
  password_change_required: 403,
  forbidden: 403,
  blockip: 403,
  info_ip_block: 403,
  not_found: 404,
  contract_not_found: 404,
  contract_terminates_downline: 409,
  promotion_not_found: 404,
  promotion_not_available: 409,
  bonus_already_active: 409,
  bonus_not_active: 409,
  bonus_turnover_open: 409,
  rebate_nothing_to_claim: 409,
  points_insufficient: 409,
  points_below_requirement: 409,
  points_deposit_required: 409,
  point_reward_unavailable: 409,
  delivery_required: 400,
  mission_not_claimable: 409,
  raffle_not_claimable: 409,
  vip_not_enabled: 403,
  vip_reward_not_available: 409,
  deposit_limit_reached: 409,
  loss_limit_reached: 409,
  wager_limit_reached: 409,
  limit_change_not_due: 409,
  no_pending_limit_change: 409,
  account_excluded: 403,
  authenticator_already_enabled: 409,
  field_locked: 409,
  email_registered: 409,
  conflict: 409,
  game_not_found: 404,
  favorite_limit_reached: 409,
  lottery_bet_closed: 409,
  table_bets_closed: 409,
  table_seat_taken: 409,
  market_closed: 409,
  odds_changed: 409,
  fish_batch_pending: 409,
  invalid_signature: 401,
  stale_request: 401,
  transaction_not_found: 404,
  round_settled: 409,
  round_has_win: 409,
  round_not_settled: 409,
  transaction_cancelled: 409,
  game_session_invalid: 401,
  account_exists: 409,
  mobile_registered: 409,
  idempotency_key_reused: 409,
  payload_too_large: 413,
  image_too_large: 413,
  too_many_images: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  payment_password_locked: 429,
  payment_password_already_set: 409,
  game_maintenance: 503,
  info_maintenance: 503,
  system_error: 500,
  unknown_error: 500,
  sms_send_failed: 502,
  social_channel_unavailable: 404,
  social_already_linked: 409,
  social_not_linked: 404,
  social_last_login: 409,
};

export const statusForCode = (code: ErrorCode): number => errorStatus[code] ?? 400;
