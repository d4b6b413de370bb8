import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { payloadAlgorithm } from '@gp/contract/payload-crypto';
import type { AppConfig } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { RateLimitStore } from './lib/rate-limit.js';
import { openRateLimitStore } from './lib/rate-limit-redis.js';
import { createMemberRepository } from './modules/member/repository.js';
import { registerMemberRoutes } from './modules/member/routes.js';
import { createMemberService } from './modules/member/service.js';
import { createPasswordRecoveryService } from './modules/member/password-recovery-service.js';
import { registerRecoveryRoutes } from './modules/member/recovery-routes.js';
import { registerDevOutboxRoutes, type DevOutboxChannel } from './modules/messaging/dev-outbox-routes.js';
import { createMailer } from './modules/messaging/mailer.js';
import { createOutboxRepository } from './modules/messaging/outbox-repository.js';
import {
  createHttpSmsProvider,
  createOutboxSmsProvider,
  disabledSmsProvider,
  type SmsProvider,
} from './modules/messaging/sms-provider.js';
import { createRegisterRepository } from './modules/registration/register-repository.js';
import { createRegisterService } from './modules/registration/register-service.js';
import { registerRegistrationRoutes } from './modules/registration/routes.js';
import { createUplineResolver } from './modules/registration/upline.js';
import { createPhoneParser } from './modules/verification/phone.js';
import { createPhoneTokenVerifier } from './modules/verification/phone-token-verifier.js';
import { registerVerificationRoutes } from './modules/verification/routes.js';
import { createSmsCodeRepository } from './modules/verification/sms-code-repository.js';
import { createSmsCodeService } from './modules/verification/sms-code-service.js';
import { createCaptchaService, type CaptchaRenderer } from './modules/security/captcha-service.js';
import { createChallengeService } from './modules/security/challenge-service.js';
import { createSecurityRepository } from './modules/security/repository.js';
import { registerSecurityRoutes } from './modules/security/routes.js';
import { loadServerKeys } from './modules/security/server-keys.js';
import { createFreePlayService } from './modules/session/free-play-service.js';
import { createLoginThrottle } from './modules/session/login-throttle.js';
import { createLoginService } from './modules/session/login-service.js';
import { createSecondFactor } from './modules/second-factor/register-second-factor.js';
import { registerSocialSignIn } from './modules/social-sign-in/register-social-sign-in.js';
import { registerMyAccount } from './modules/my-account/register-my-account.js';
import { registerSessionSweeper } from './modules/session/session-sweeper.js';
import { createSessionRepository } from './modules/session/repository.js';
import { registerSessionRoutes } from './modules/session/routes.js';
import { createSessionService } from './modules/session/session-service.js';
import { registerAccessGuard } from './plugins/access-policy.js';
import { registerPayloadEncryption } from './plugins/payload-encryption.js';
import { registerPendingRoutes } from './plugins/pending-routes.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/seed.js';
import { demoActivityClock, seedDemoActivity } from './db/seed/demo-activity.js';
import { refuseUnsafeProductionConfig, refuseUnsafeProductionData } from './start-checks.js';
import { loggerOptions } from './lib/logger.js';
import { createCdnRepository } from './modules/cdn/repository.js';
import { registerCdnRoutes } from './modules/cdn/routes.js';
import { createGamesRepository } from './modules/games/repository.js';
import { registerGameRoutes } from './modules/games/routes.js';
import { createGamesService } from './modules/games/service.js';
import { createFavouritesRepository } from './modules/games/favourites-repository.js';
import { createFavouritesService } from './modules/games/favourites-service.js';
import { registerFavouriteRoutes } from './modules/games/favourite-routes.js';
import { createListRepository } from './modules/games/list-repository.js';
import { registerGameListRoutes } from './modules/games/list-routes.js';
import { createListService } from './modules/games/list-service.js';
import { createRecentGamesRepository, createRecentGamesService } from './modules/games/recent-games.js';
import { registerGameSearch } from './modules/games/search-routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { openGeoLookup } from './modules/system/geo.js';
import { createSystemRepository } from './modules/system/repository.js';
import { registerSystemRoutes } from './modules/system/routes.js';
import { createSystemService } from './modules/system/service.js';
import { registerErrorHandler } from './plugins/envelope.js';
import { uploadLimits } from './lib/image-form.js';
import { registerPromotions } from './modules/promotions/register-promotions.js';
import { registerRebate } from './modules/rebate/register-rebate.js';
import { registerEngagement } from './register-engagement.js';
import { registerConversations } from './register-conversations.js';
import { createPlatformActivity } from './platform-activity.js';
import { registerVip } from './modules/vip/register-vip.js';
import { createVipLevels } from './modules/vip/vip-levels.js';
import { createSaferGambling } from './modules/safer-gambling/register-safer-gambling.js';
import { createLoginActivityModule } from './modules/login-activity/register-login-activity.js';
import { registerWallet } from './modules/wallet/register-wallet.js';
import { registerAgent } from './modules/agent/register-agent.js';
import { prepareTeamFigures } from './modules/team-figures/figures-rebuild.js';
import { createLedger } from './modules/wallet/ledger.js';
import { createPlayMoney } from './modules/wallet/play-money.js';
import { openEventBus, type MemberEvent } from './modules/realtime/event-bus.js';
import { registerRealtimeRoutes } from './modules/realtime/routes.js';
import { registerGamePlay } from './modules/play/register-game-play.js';
import { lotteryAdapter } from './modules/lottery/lottery-adapter.js';
import { registerLottery } from './modules/lottery/register-lottery.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerDeviceCookie } from './plugins/device-cookie.js';
import { registerWebStatic } from './plugins/web-static.js';
import { createStartupSnapshot } from './modules/startup/snapshot.js';
import { createAnnouncementsRepository } from './modules/announcements/repository.js';
import { registerAnnouncementRoutes } from './modules/announcements/routes.js';
import { createAnnouncementsService } from './modules/announcements/service.js';

export const bodyLimitBytes = 1024 * 1024;

/** Replaceable collaborators: tests pass a manual clock (and may pass their own rate-limit store). */
export interface AppDeps {
  clock?: Clock;
  rateLimitStore?: RateLimitStore;
  /** Image-captcha renderer; tests wrap the real one to learn the answers. */
  captchaRenderer?: CaptchaRenderer;
}

/**
 * Builds the application: database (migrated, demo seeded when SEED_DEMO), server keys, plugins, then
 * modules. The returned instance is not yet listening; tests drive it with inject().
 */
export const buildApp = async (config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> => {
  const clock = demoActivityClock(config, deps.clock ?? systemClock);
  // Production refuses the demo's shortcuts (start-checks.ts): the settings first, the data after migrations.
  refuseUnsafeProductionConfig(config);
  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle);
    if (config.seedDemo) await seedDemo(handle.db, config.merchantCode);
    await prepareTeamFigures(handle, config, clock());
    await refuseUnsafeProductionData(handle.db, config);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const geo = await openGeoLookup(config.blockedCountries);
  const securityRepo = createSecurityRepository(handle.db);
  let keys: Awaited<ReturnType<typeof loadServerKeys>>;
  try {
    keys = await loadServerKeys(securityRepo, {
      challengeHmacKey: config.auth.challengeHmacKey,
      authenticatorKey: config.auth.totpSecretKey,
      now: clock(),
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const limits = deps.rateLimitStore ?? openRateLimitStore(config.redisUrl, clock, config.redisKeyPrefix);

  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onClose', async () => {
    if (!deps.rateLimitStore) await limits.close();
    await handle.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins
  registerSecurityHeaders(app, { production: config.nodeEnv === 'production' });
  registerDeviceCookie(app);
  registerErrorHandler(app);
  await registerOpenApi(app);

  const { merchantCode, auth, verification } = config;
  const outbox = createOutboxRepository(handle.db);
  const smsProvider: SmsProvider =
    verification.smsProvider === 'outbox'
      ? createOutboxSmsProvider(outbox, clock)
      : verification.smsProvider === 'http' && verification.smsHttp
        ? createHttpSmsProvider(verification.smsHttp)
        : disabledSmsProvider;
  const mailer = createMailer(config.mail, outbox, clock);
  app.addHook('onClose', () => mailer.close());
  // Issue 18: sessions, logins, deposits and stakes ask safer gambling before its routes exist; the
  // login service records every attempt in the login history.
  const saferGambling = createSaferGambling({ db: handle.db, clock, merchantCode });
  const loginActivity = createLoginActivityModule({ db: handle.db, geo, clock });
  const sessionRepo = createSessionRepository(handle.db);
  registerSessionSweeper(app, { repo: sessionRepo, clock, idleMs: auth.sessionIdleMs });
  const sessions = createSessionService({
    repo: sessionRepo,
    clock,
    idleMs: auth.sessionIdleMs,
    maxMs: auth.sessionMaxMs,
    merchantCode,
    lifetimeOf: saferGambling.sessionLimitMs,
  });
  registerAccessGuard(app, { sessions, roleTypes: auth });
  registerPayloadEncryption(app, { privateKey: keys.privateKey });

  // Modules
  registerHealthRoutes(app, handle.db);
  const system = createSystemService({
    repo: createSystemRepository(handle.db),
    geo,
    merchantCode,
    encryption: { publicKey: keys.publicJwk, algorithm: payloadAlgorithm },
  });
  registerSystemRoutes(app, system);
  // What most modules are built with: the database, the clock, the merchant, limits, messages.
  const shared = {
    db: handle.db,
    clock,
    merchantCode,
    limits,
    sms: smsProvider,
    mailer,
    flag: system.flag,
    siteName: system.siteName,
  };

  const members = createMemberRepository(handle.db);
  const memberService = createMemberService({
    ...shared,
    repo: members,
    sessions,
    roleTypes: auth,
    passwordRule: async () => (await system.registerSettings()).rules.password,
  });
  const captcha = createCaptchaService({
    repo: securityRepo,
    clock,
    hmacKey: keys.captchaHmacKey,
    ...(deps.captchaRenderer ? { render: deps.captchaRenderer } : {}),
  });
  const challenge = createChallengeService({
    repo: securityRepo,
    clock,
    hmacKey: keys.challengeHmacKey,
    maxNumber: auth.challengeMaxNumber,
  });
  registerSecurityRoutes(app, { captcha, challenge, limits });
  const phones = createPhoneParser(system.countryCodes);
  const smsCodes = createSmsCodeService({
    repo: createSmsCodeRepository(handle.db),
    members,
    phones,
    ...shared,
    provider: smsProvider,
    challenge,
    expiryMinutes: verification.codeExpiryMinutes,
    maxAttempts: verification.codeMaxAttempts,
    maxPerNumberPerHour: verification.maxPerNumberPerHour,
    maxPerIpPerHour: verification.maxPerIpPerHour,
    log: app.log,
  });
  registerVerificationRoutes(app, smsCodes);
  const secondFactor = createSecondFactor({
    ...shared,
    authenticatorKey: keys.authenticatorKey,
    recordAttempt: loginActivity.record,
  });
  const loginThrottle = createLoginThrottle(limits, auth, merchantCode);
  const login = createLoginService({
    members,
    memberService,
    sessions,
    throttle: loginThrottle,
    challenge,
    ...shared,
    captcha,
    auth,
    smsCodes,
    phones,
    admit: saferGambling.admit,
    recordAttempt: loginActivity.record,
    secondFactor,
  });
  secondFactor.registerRoutes(app, login);
  // Real-time balance pushes: committed journal entries -> event bus (Redis across processes) -> sockets.
  const bus = openEventBus(config.redisUrl, {
    prefix: config.redisKeyPrefix,
    merchantCode,
    onError: (error) => app.log.error({ err: error }, 'event bus error'),
  });
  const publish = (event: MemberEvent) =>
    bus
      .publish(event)
      .catch((error: unknown) => app.log.error({ err: error }, `${event.kind} event not published`));
  const ledger = createLedger(handle.db, {
    onCommitted: (members) => {
      for (const m of members)
        void publish({ kind: 'balance', merchantCode: m.merchantCode, memberId: m.memberId });
    },
  });
  const publishInbox = (memberId: number | null) => void publish({ kind: 'inbox', merchantCode, memberId });
  const playMoney = createPlayMoney({ ledger, clock, merchantCode });
  // Registrations, approved deposits and settled rounds, told to points and referral (issue 20), and
  // the notices the platform sends to members' inboxes (issue 21).
  const activity = createPlatformActivity({
    db: handle.db,
    ledger,
    clock,
    merchantCode,
    trialTypes: auth.trialTypes,
    publishInbox,
  });
  registerSessionRoutes(app, {
    sessions,
    login,
    freePlay: createFreePlayService({
      members,
      memberService,
      sessions,
      security: securityRepo,
      limits,
      privateKey: keys.privateKey,
      clock,
      merchantCode,
      trialType: auth.trialTypes[0] ?? 4,
      perIpPerHour: auth.freePlayPerIpPerHour,
      flag: system.flag,
      topUpPlayMoney: playMoney.topUp,
    }),
  });
  registerMemberRoutes(app, memberService);
  loginActivity.registerRoutes(app, sessions);
  saferGambling.registerRoutes(app, { members, rateLimits: limits, sessions });
  registerMyAccount(app, { ...shared, phones, loginThrottle, registerSettings: system.registerSettings });
  const passwordRule = async () => (await system.registerSettings()).rules.password;
  await registerRecoveryRoutes(
    app,
    createPasswordRecoveryService({
      db: handle.db,
      members,
      sessions,
      mailer,
      smsCodes,
      phones,
      limits,
      clock,
      merchantCode,
      roleTypes: auth,
      perIpPerHour: verification.forgotPasswordPerIpPerHour,
      codeMinutes: verification.forgotPasswordCodeMinutes,
      passwordRule,
      flag: system.flag,
      log: app.log,
    }),
  );
  const registrations = createRegisterRepository(handle.db);
  const registration = createRegisterService({
    db: handle.db,
    repo: registrations,
    upline: createUplineResolver({ registrations, members, merchantCode, roleTypes: auth }),
    system,
    phones,
    smsCodes,
    phoneTokens: createPhoneTokenVerifier(verification.phoneVerify, clock),
    captcha,
    challenge,
    login,
    memberService,
    limits,
    clock,
    merchantCode,
    perIpPerHour: verification.registerPerIpPerHour,
    activity,
  });
  registerRegistrationRoutes(app, registration);
  registerSocialSignIn(app, { ...shared, appConfig: config, system, login, registration, sessions });
  if (config.nodeEnv !== 'production') {
    const channels: DevOutboxChannel[] = [];
    if (verification.smsProvider === 'outbox') channels.push('sms');
    if (config.mail.outbox) channels.push('email');
    registerDevOutboxRoutes(app, outbox, channels);
  }
  const games = createGamesService({ repo: createGamesRepository(handle.db) });
  registerGameRoutes(app, games);
  // Game lists and favourites (issue 5). `recentGames.recordRecentGame` is for the game-launch module.
  const catalogue = createListRepository(handle.db);
  const recentGames = createRecentGamesService({ repo: createRecentGamesRepository(handle.db), clock });
  registerGameListRoutes(app, { lists: createListService({ repo: catalogue, clock }), recent: recentGames });
  registerGameSearch(app, handle.db);
  registerFavouriteRoutes(
    app,
    createFavouritesService({ repo: createFavouritesRepository(handle.db), catalogue, clock }),
  );
  registerCdnRoutes(app, createCdnRepository(handle.db));
  // Announcements: banners, notices, popups, promotions (issue 5).
  const announcements = createAnnouncementsService({
    repo: createAnnouncementsRepository(handle.db),
    clock,
    merchantCode,
  });
  registerAnnouncementRoutes(app, { announcements, sessions });
  // Uploads (withdrawal receipt proofs): ceilings for every part kind; a route may lower them (receipt.ts).
  await app.register(multipart, { throwFileSizeLimit: true, limits: uploadLimits });
  // Rewards (issue 17): members' VIP standing is read by the promotions' eligibility, the rebate's
  // rates and the VIP page, none of which reads another.
  const vipLevels = createVipLevels({ db: handle.db, merchantCode, flag: system.flag });
  const promotions = registerPromotions(app, {
    db: handle.db,
    ledger,
    clock,
    merchantCode,
    sessions,
    roleTypes: auth,
    vipLevelOf: vipLevels.levelOf,
    activity,
  });
  registerVip(app, {
    db: handle.db,
    ledger,
    clock,
    merchantCode,
    levels: vipLevels,
    bonuses: promotions.bonuses,
    promotionsClaimable: promotions.claimableCount,
  });
  registerRebate(app, { db: handle.db, ledger, clock, merchantCode, levelOf: vipLevels.levelOf });
  const {
    wallet,
    repo: walletRepo,
    paymentPassword,
  } = registerWallet(app, {
    db: handle.db,
    ledger,
    limits,
    clock,
    config,
    paymentPasswordRule: async () => (await system.registerSettings()).rules.paymentPassword,
    withdrawGate: promotions.withdrawGate,
    depositGate: saferGambling.depositGate,
    transferInGate: saferGambling.stakeGate,
    activity,
  });
  registerAgent(app, {
    db: handle.db,
    clock,
    config,
    ledger,
    wallet,
    walletRepo,
    paymentPassword,
    registerSettings: system.registerSettings,
  });
  const { raffleDraw } = registerEngagement(app, {
    db: handle.db,
    ledger,
    clock,
    merchantCode,
    paymentPassword,
    bonuses: promotions.bonuses,
    flag: system.flag,
    raffleDraws: config.raffleDraws,
  });

  const conversations = registerConversations(app, {
    db: handle.db,
    clock,
    merchantCode,
    trialTypes: auth.trialTypes,
    vipLevelOf: vipLevels.levelOf,
    publishInbox,
  });

  await registerRealtimeRoutes(app, {
    sessions,
    bus,
    balanceOf: wallet.balanceOf,
    unreadOf: conversations.unreadOf,
    log: app.log,
  });

  // Game launch, seamless-wallet protocol, demo vendor, bet records and winner board (issue 5).
  const play = await registerGamePlay(app, {
    db: handle.db,
    ledger,
    wallet,
    walletRepo,
    security: securityRepo,
    vendors: config.vendors,
    recordRecentGame: recentGames.recordRecentGame,
    playMoney,
    trialTypes: auth.trialTypes,
    clock,
    merchantCode,
    extraAdapters: [lotteryAdapter],
    stakeGate: saferGambling.stakeGate,
    stakeRoom: saferGambling.stakeRoom,
    activity,
  });
  // Number lottery: its tickets move money through the same wallet protocol (issue 5).
  await registerLottery(app, {
    db: handle.db,
    platform: play.platformClientFor(lotteryAdapter.integration),
    sessions,
    trialTypes: auth.trialTypes,
    clock,
    merchantCode,
    runDraws: config.vendors.lotteryDraws,
  });

  // Contract routes no module implements yet: 404 after the access guard.
  registerPendingRoutes(app);

  // The web app last: its not-found handler answers every path no module claimed. Its pages carry their
  // start-up answers (issue 15).
  await registerWebStatic(app, {
    webDist: config.webDist,
    startup: createStartupSnapshot({ system, games, announcements }),
  });
  if (config.seedDemoActivity)
    await seedDemoActivity(app, { db: handle.db, sessions, clock, config, activity, raffleDraw });
  return app;
};
