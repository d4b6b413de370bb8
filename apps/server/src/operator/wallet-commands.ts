import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { createCashierDecisions } from '../modules/wallet/decisions.js';
import { createLedger } from '../modules/wallet/ledger.js';
import { operatorEventsOf, serverEvents, type OperatorEvents } from './server-events.js';
import { createPlatformActivity } from '../platform-activity.js';
import { verifyLedger } from '../modules/wallet/ledger-verify.js';
import { amountOf, money } from '../modules/wallet/money.js';
import type { OperatorIo } from './operator-io.js';
import {
  depositChannelHelp,
  isDepositChannelCommand,
  runDepositChannelCommand,
} from './deposit-channel-commands.js';
import {
  autoTransferHelp,
  isAutoTransferCommand,
  runAutoTransferCommand,
} from '../modules/vendor-wallets/operator-commands.js';
import type { OperatorCommand } from './operator-command.js';
import { verifySettlements } from '../modules/contracts/settlement-verify.js';
import { verifyPoints } from '../modules/points/points-verify.js';

export const walletHelp = `  deposit list         list pending deposit orders (manual bank transfers)
  deposit approve ID   credit a pending deposit to the member's main wallet
  deposit reject ID    reject a pending deposit (no money moves)
  withdraw list        list withdrawals in process (amounts held)
  withdraw approve ID  mark a withdrawal paid out (the held amount leaves the platform)
  withdraw reject ID   reject a withdrawal (the held amount goes back to the member)
  withdraw request ACCOUNT AMOUNT [BANK_ID]
                       hold AMOUNT of a member's main wallet for a withdrawal to its bound bank account
                       (customer service, e.g. during a time-out or self-exclusion); approve it after
  ledger verify        recompute every balance (money and points) from its journal; exit 1 on any difference
${depositChannelHelp}
${autoTransferHelp}`;

/** True when `args` is a wallet command this module runs. */
export const isWalletCommand = (args: readonly string[]): boolean => {
  if (isDepositChannelCommand(args) || isAutoTransferCommand(args)) return true;
  const [command, action, id, ...rest] = args;
  if (command === 'withdraw' && action === 'request') {
    return (
      id !== undefined &&
      /^\d{1,12}(\.\d{1,2})?$/.test(rest[0] ?? '') &&
      (rest.length === 1 || (rest.length === 2 && /^\d{1,9}$/.test(rest[1]!)))
    );
  }
  if (rest.length > 0) return false;
  if (command === 'ledger') return action === 'verify' && id === undefined;
  if (command !== 'deposit' && command !== 'withdraw') return false;
  if (action === 'list') return id === undefined;
  return (action === 'approve' || action === 'reject') && /^\d{1,9}$/.test(id ?? '');
};

export const runWalletCommand = async (
  args: readonly string[],
  db: Db,
  merchantCode: string,
  io: OperatorIo,
  events?: OperatorEvents,
): Promise<number> => {
  const [command, action, id] = args;
  if (command === 'deposit-channel') return runDepositChannelCommand(args, db, merchantCode, io);
  if (command === 'auto-transfer') return runAutoTransferCommand(args, db, merchantCode, io);
  if (command === 'ledger') {
    const report = await verifyLedger(db);
    // Contract payouts are journal entries too: each must equal what its recorded inputs give.
    // Points are a journal of their own (issue 20), checked with the money they turn into.
    const points = await verifyPoints(db);
    const problems = [...report.problems, ...(await verifySettlements(db)), ...points.problems];
    for (const p of problems) io.err(`DIFFERENCE ${p.kind}: ${p.detail}`);
    io.out(
      `Ledger: ${report.accounts} accounts, ${report.entries} entries, ` +
        `${points.accounts} points accounts, ${points.lines} points lines, ` +
        `${problems.length === 0 ? 'no difference' : `${problems.length} difference(s)`}.`,
    );
    return problems.length === 0 ? 0 : 1;
  }
  const decisions = createCashierDecisions(db, merchantCode, systemClock);
  if (action === 'list') {
    const { deposits, withdrawals } = await decisions.pending();
    const rows =
      command === 'deposit'
        ? deposits.map(
            (d) =>
              `${d.id}\t${d.account}\t${money(BigInt(d.amount))}\t${d.channel_code}\t${d.reference ?? ''}\t${d.created_at}`,
          )
        : withdrawals.map(
            (w) =>
              `${w.id}\t${w.account}\t${money(BigInt(w.amount))}\t${w.bank_name} ${w.account_name} ${w.account_number}\t${w.created_at}`,
          );
    io.out(rows.length === 0 ? `No pending ${command} orders.` : rows.join('\n'));
    return 0;
  }
  const publisher = serverEvents(events, merchantCode);
  const activity = createPlatformActivity({
    db,
    ledger: createLedger(db),
    clock: systemClock,
    merchantCode,
    trialTypes: events?.trialTypes ?? [],
    publishInbox: publisher.publishInbox,
  });
  const deciding = createCashierDecisions(db, merchantCode, systemClock, publisher.onCommitted, activity);
  try {
    if (action === 'request') {
      const [, , account, amount, bank] = args;
      const order = await deciding.requestWithdraw(
        account!,
        amountOf(amount),
        bank === undefined ? undefined : Number(bank),
      );
      io.out(`Withdrawal ${order.id} of ${account} in process (${order.amount}): approve it when paid out.`);
      return 0;
    }
    const decide = command === 'deposit' ? deciding.decideDeposit : deciding.decideWithdraw;
    const result = await decide(Number(id), action === 'approve');
    io.out(
      `${command === 'deposit' ? 'Deposit' : 'Withdrawal'} ${result.id} ${result.status} (${result.amount}).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await publisher.flush();
  }
};

export const walletCommand: OperatorCommand = {
  help: walletHelp,
  matches: isWalletCommand,
  run: (args, c) => runWalletCommand(args, c.db, c.merchantCode, c.io, operatorEventsOf(c.config)),
};
