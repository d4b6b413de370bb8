import type { Db } from '../db/database.js';
import { money } from '../modules/wallet/money.js';
import type { OperatorIo } from './operator-io.js';

export const depositChannelHelp = `  deposit-channel list          list deposit channels (code, kind, on/off, limits)
  deposit-channel enable CODE   offer a deposit channel again
  deposit-channel disable CODE  stop offering a deposit channel (production refuses an enabled instant one)`;

/** True when `args` is a deposit-channel command. */
export const isDepositChannelCommand = (args: readonly string[]): boolean => {
  const [command, action, code, ...rest] = args;
  if (command !== 'deposit-channel' || rest.length > 0) return false;
  if (action === 'list') return code === undefined;
  return (action === 'enable' || action === 'disable') && /^[A-Za-z0-9_-]{1,32}$/.test(code ?? '');
};

/** Lists or switches the merchant's deposit channels; returns the exit code. */
export const runDepositChannelCommand = async (
  args: readonly string[],
  db: Db,
  merchantCode: string,
  io: OperatorIo,
): Promise<number> => {
  const [, action, code] = args;
  if (action === 'list') {
    const rows = await db
      .selectFrom('deposit_channels')
      .select(['code', 'kind', 'enabled', 'name', 'min_amount', 'max_amount'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('sort_order')
      .execute();
    io.out(
      rows.length === 0
        ? `Merchant ${merchantCode} has no deposit channel.`
        : rows
            .map(
              (r) =>
                `${r.code}\t${r.kind}\t${r.enabled === 1 ? 'on' : 'off'}\t` +
                `${money(BigInt(r.min_amount))}-${money(BigInt(r.max_amount))}\t${r.name}`,
            )
            .join('\n'),
    );
    return 0;
  }
  const enabled = action === 'enable';
  const updated = await db
    .updateTable('deposit_channels')
    .set({ enabled: enabled ? 1 : 0 })
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code ?? '')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    io.err(
      `Merchant ${merchantCode} has no deposit channel ${code}; see: npm run operator -- deposit-channel list`,
    );
    return 1;
  }
  io.out(`Deposit channel ${code} is now ${enabled ? 'ON' : 'OFF'} for merchant ${merchantCode}.`);
  return 0;
};
