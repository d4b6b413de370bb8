import type { Db } from '../../db/database.js';
import type { OperatorIo } from '../../operator/operator-io.js';
import { createVendorWalletRepository } from './repository.js';

export const autoTransferHelp = `  auto-transfer status   print whether games move money into their vendor wallet automatically
  auto-transfer on       launches move the main wallet into the game's vendor wallet; leaving moves it back
  auto-transfer off      launches ask the player how much to move (the merchant setting autoTransfer)`;

/** True when `args` is an auto-transfer command. */
export const isAutoTransferCommand = (args: readonly string[]): boolean => {
  const [command, action, ...rest] = args;
  return command === 'auto-transfer' && rest.length === 0 && ['status', 'on', 'off'].includes(action ?? '');
};

/** Prints or switches the merchant's automatic transfer (vendor_wallet_settings); returns the exit code. */
export const runAutoTransferCommand = async (
  args: readonly string[],
  db: Db,
  merchantCode: string,
  io: OperatorIo,
): Promise<number> => {
  const repo = createVendorWalletRepository(db);
  const action = args[1];
  if (action === 'on' || action === 'off') await repo.setAutoTransfer(merchantCode, action === 'on');
  const settings = await repo.settings(merchantCode);
  io.out(
    `Automatic transfer is ${settings.autoTransfer ? 'ON' : 'OFF'} for merchant ${merchantCode} ` +
      `(idle game wallets return to main after ${settings.idleMinutes} minutes).`,
  );
  return 0;
};
