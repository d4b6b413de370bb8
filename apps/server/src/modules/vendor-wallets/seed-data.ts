import type { Db } from '../../db/database.js';
import { createVendorWalletRepository } from './repository.js';

/**
 * The demo merchant moves money into a game's vendor wallet automatically (issue 14: a new player's
 * PG game must not open at 0.00). Inserted only where missing, so an operator's choice survives a re-seed.
 */
export const seedVendorWallets = (db: Db, merchantCode: string) =>
  createVendorWalletRepository(db).seedSettings(merchantCode, true);
