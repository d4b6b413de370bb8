import type { Clock } from '../../lib/clock.js';
import { playCode, systemAccounts, type Ledger, type Trx } from './ledger.js';

/** Play money a free-mode player is topped up to (minor units): 1,000,000.00 (docs/decisions.md). */
export const playMoneyGrant = 100_000_000n;

/**
 * Play money (issue 14). Each member who plays in free mode has a ledger account of kind PLAY
 * (`M:<id>:PLAY`) funded from the system account SYS:PLAY_BANK, so double entry and `ledger verify`
 * hold and play money never meets a real wallet or the house: free-mode stakes go PLAY -> PLAY_BANK
 * (PLAY_BET), wins PLAY_BANK -> PLAY (PLAY_WIN). Withdrawals and transfers only ever name MAIN and
 * vendor accounts, so play money cannot leave. Top-up rule: at free-play login and at every free-mode
 * launch, a balance below the grant is raised to the grant (one PLAY_GRANT entry); a balance at or
 * above it is left alone.
 */
export const createPlayMoney = (deps: {
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
  grant?: bigint;
}) => {
  const { ledger, clock, merchantCode } = deps;
  const grant = deps.grant ?? playMoneyGrant;
  let systemReady = false;

  /**
   * The member's PLAY account id and the PLAY_BANK id. The PLAY account is created by topUp, which
   * every way into free mode runs first (free-play login, free launch), so the spins' path (the
   * wallet protocol) only reads ids: no per-member cache that would grow with every trial account.
   */
  const accountsOf = async (memberId: number, executor?: Trx) => {
    if (!systemReady) {
      await ledger.ensureSystemAccounts(merchantCode);
      systemReady = true;
    }
    const [playId, bankId] = await ledger.accountIds(
      merchantCode,
      [playCode(memberId), systemAccounts.PLAY_BANK],
      executor,
    );
    return { playId: playId!, bankId: bankId! };
  };

  return {
    accountsOf,

    /**
     * Raises the play balance to the grant when below it. The account row is locked first, so two tabs
     * launching at once (or a launch beside a spin) grant once: the second sees the first's balance.
     */
    topUp: async (memberId: number): Promise<bigint> => {
      await ledger.ensurePlayAccount(merchantCode, memberId);
      const { playId, bankId } = await accountsOf(memberId);
      return ledger.transaction(async (trx) => {
        const balance = await ledger.lockBalance(trx, playId);
        if (balance >= grant) return balance;
        const missing = grant - balance;
        const posted = await ledger.post(trx, {
          merchantCode,
          memberId,
          type: 'PLAY_GRANT',
          at: clock().toISOString(),
          lines: [
            { accountId: bankId, amount: -missing },
            { accountId: playId, amount: missing },
          ],
        });
        return posted.balances.get(playId)!;
      });
    },
  };
};
export type PlayMoney = ReturnType<typeof createPlayMoney>;
