import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import type { DatabaseHandle } from './database.js';
import { initialMigration } from './migrations/0001-initial.js';
import { accountsSessionsMigration } from './migrations/0002-accounts-sessions.js';
import { verificationRegistrationMigration } from './migrations/0003-verification-registration.js';
import { ledgerMigration } from './migrations/0004-ledger.js';
import { favouritesRecentMigration } from './migrations/0005-favourites-recent.js';
import { vendorRoundsMigration } from './migrations/0006-vendor-rounds.js';
import { lotteryMigration } from './migrations/0007-lottery.js';
import { announcementsMigration } from './migrations/0008-announcements.js';
import { sessionPasswordChangeMigration } from './migrations/0009-session-password-change.js';
import { walletProtocolIntegrityMigration } from './migrations/0010-wallet-protocol-integrity.js';
import { depositChannelEnabledMigration } from './migrations/0011-deposit-channel-enabled.js';
import { passwordResetCodesMigration } from './migrations/0012-password-reset-codes.js';
import { vendorWalletsMigration } from '../modules/vendor-wallets/migration.js';
import { playMoneyRoundsMigration } from './migrations/0014-play-money-rounds.js';
import { lotteryCatalogueNamesMigration } from './migrations/0015-lottery-catalogue-names.js';
import { gameSearchMigration } from '../modules/games/search-migration.js';
import { gameSearchByLanguageMigration } from '../modules/games/search-language-migration.js';
import { agentTeamMigration } from '../modules/agent/migration.js';
import { teamFiguresMigration } from '../modules/team-figures/migration.js';
import { contractsMigration } from '../modules/contracts/migration.js';
import { cashbackClaimsMigration, promotionsMigration } from '../modules/promotions/migration.js';
import { rebateMigration, rebateVipRatesMigration } from '../modules/rebate/migration.js';
import { vipMigration } from '../modules/vip/migration.js';
import { saferGamblingMigration } from '../modules/safer-gambling/migration.js';
import { loginActivityMigration } from '../modules/login-activity/migration.js';
import { secondFactorMigration } from '../modules/second-factor/migration.js';
import { myAccountMigration } from '../modules/my-account/migration.js';
import { socialSignInMigration } from '../modules/social-sign-in/migration.js';
import { liveTablesMigration } from '../modules/vendors/demo/live/migration.js';
import { liveCatalogueNamesMigration } from '../modules/vendors/demo/live/catalogue-names-migration.js';
import { liveSeatHoldersMigration } from '../modules/vendors/demo/live/seats-migration.js';
import { pvpCatalogueNamesMigration } from '../modules/vendors/demo/live/pvp-names-migration.js';
import { sportsbookMigration } from '../modules/vendors/demo/sports/migration.js';
import { openRoundsIndexMigration } from '../modules/play/open-rounds-migration.js';
import { pointsMigration } from '../modules/points/migration.js';
import { referralMigration } from '../modules/referral/migration.js';
import { missionsMigration } from '../modules/missions/migration.js';
import { inboxMigration } from '../modules/inbox/migration.js';
import { raffleMigration } from '../modules/raffle/migration.js';

/** In-code migration provider: the one migration set for SQLite and PostgreSQL, applied in name order. */
class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DatabaseHandle['dialect']) {}

  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve({
      '0001-initial': initialMigration(this.dialect),
      '0002-accounts-sessions': accountsSessionsMigration(),
      '0003-verification-registration': verificationRegistrationMigration(),
      '0004-ledger': ledgerMigration(this.dialect),
      '0005-favourites-recent': favouritesRecentMigration(),
      '0006-vendor-rounds': vendorRoundsMigration(this.dialect),
      '0007-lottery': lotteryMigration(this.dialect),
      '0008-announcements': announcementsMigration(),
      '0009-session-password-change': sessionPasswordChangeMigration(),
      '0010-wallet-protocol-integrity': walletProtocolIntegrityMigration(),
      '0011-deposit-channel-enabled': depositChannelEnabledMigration(),
      '0012-password-reset-codes': passwordResetCodesMigration(),
      '0013-vendor-wallets': vendorWalletsMigration(),
      '0014-play-money-rounds': playMoneyRoundsMigration(),
      '0015-lottery-catalogue-names': lotteryCatalogueNamesMigration(),
      '0016-game-search': gameSearchMigration(this.dialect),
      '0017-game-search-by-language': gameSearchByLanguageMigration(this.dialect),
      '0018-agent-team': agentTeamMigration(this.dialect),
      '0019-team-figures': teamFiguresMigration(),
      '0020-contracts': contractsMigration(this.dialect),
      '0021-promotions': promotionsMigration(this.dialect),
      '0022-rebate': rebateMigration(this.dialect),
      '0023-vip': vipMigration(this.dialect),
      '0024-rebate-vip-rates': rebateVipRatesMigration(),
      '0025-cashback-claims': cashbackClaimsMigration(this.dialect),
      '0026-safer-gambling': saferGamblingMigration(this.dialect),
      '0027-login-activity': loginActivityMigration(this.dialect),
      '0028-second-factor': secondFactorMigration(this.dialect),
      '0029-my-account': myAccountMigration(this.dialect),
      '0030-social-sign-in': socialSignInMigration(this.dialect),
      '0031-live-tables': liveTablesMigration(this.dialect),
      '0032-live-catalogue-names': liveCatalogueNamesMigration(),
      '0033-sportsbook': sportsbookMigration(this.dialect),
      '0034-open-rounds-index': openRoundsIndexMigration(),
      '0035-live-seat-holders': liveSeatHoldersMigration(),
      '0036-pvp-catalogue-names': pvpCatalogueNamesMigration(),
      '0037-points': pointsMigration(this.dialect),
      '0038-referral': referralMigration(),
      '0039-missions': missionsMigration(this.dialect),
      '0040-raffles': raffleMigration(this.dialect),
      '0041-inbox': inboxMigration(this.dialect),
    });
  }
}

export class MigrationError extends Error {}

const migratorOf = (handle: DatabaseHandle) =>
  new Migrator({
    db: handle.db,
    provider: new CodeMigrationProvider(handle.dialect),
    // Kysely looks for its bookkeeping tables across all schemas unless told which one to use.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });

const orThrow = (result: MigrationResultSet): MigrationResultSet => {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `migration ${failed} failed: ${result.error instanceof Error ? result.error.message : JSON.stringify(result.error)}`,
      { cause: result.error },
    );
  }
  return result;
};

/** Applies every pending migration; throws MigrationError naming the failed migration. */
export const migrateToLatest = async (handle: DatabaseHandle): Promise<MigrationResultSet> =>
  orThrow(await migratorOf(handle).migrateToLatest());

/** Applies pending migrations up to and including `name` (tests of a migration on older data). */
export const migrateUpTo = async (handle: DatabaseHandle, name: string): Promise<MigrationResultSet> =>
  orThrow(await migratorOf(handle).migrateTo(name));
