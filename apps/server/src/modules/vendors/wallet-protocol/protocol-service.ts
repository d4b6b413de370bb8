import { fromMinor, toMinor } from '@gp/contract/money';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { mainCode, systemAccounts, vendorCode, type Ledger, type Trx } from '../../wallet/ledger.js';
import type { PlayMoney } from '../../wallet/play-money.js';
import type { WalletService } from '../../wallet/wallet-service.js';
import type { GameLookup } from '../game-lookup.js';
import { verifyLaunchToken } from '../signing.js';
import type { CatalogueGame } from '../vendor-adapter.js';
import type { ProtocolBody, ProtocolValue } from './protocol-schemas.js';
import type { ProtocolRepository } from './protocol-repository.js';
import { createBookOnce, type Moved } from './book-once.js';
import { recordFigures } from '../../team-figures/figures-recorder.js';
import type { ActivityHooks } from '../../../lib/activity-hooks.js';
import { createResettle } from './protocol-resettle.js';

/**
 * The platform side of the seamless-wallet protocol, answered from the ledger. Each debit, credit,
 * rollback and resettlement (protocol-resettle.ts) is booked once per (integration, transaction id) (book-once.ts). Committed movements push
 * the member's balance through the ledger's onCommitted hook (ledger.transaction).
 *
 * Which wallet pays: the main wallet when the merchant wallet is single; otherwise the vendor wallet
 * of the game's vendor when the merchant has one (PG, EG2, JDB for the demo), else the main wallet.
 * A free-mode call (`mode: 'free'`) moves the member's play money against SYS:PLAY_BANK instead
 * (wallet 'PLAY', entries PLAY_BET and PLAY_WIN, no bet record); a trial member has play money only,
 * so a real-mode call for one is refused with in_need_true_account.
 */
export const createProtocolService = (deps: {
  repo: ProtocolRepository;
  ledger: Ledger;
  wallet: WalletService;
  playMoney: PlayMoney;
  /** Member types of trial accounts (TRIAL_TYPES): play money only. */
  trialTypes: readonly number[];
  games: GameLookup;
  currency: () => Promise<string>;
  /** The launch-token key (never a wallet secret): the session call verifies tokens with it. */
  launchTokenKey: () => string;
  clock: Clock;
  merchantCode: string;
  /**
   * Refuses a real-money stake inside its transaction, before the round or the ledger is touched
   * (the member's loss and wager limits, modules/safer-gambling); the vendor's game shows the refusal.
   */
  stakeGate?: (trx: Trx, memberId: number, amount: bigint) => Promise<void>;
  /** Told of every real-money round settled, in its transaction (points, referral; issue 20). */
  activity?: ActivityHooks;
}) => {
  const { repo, ledger, wallet, games, clock, merchantCode } = deps;

  const walletOf = async (game: CatalogueGame) =>
    (await wallet.vendorCodes()).includes(game.vendorCode) ? game.vendorCode : 'MAIN';

  const gameOf = async (nodeId: string) => {
    const game = await games.byNode(merchantCode, nodeId);
    if (!game) throw new AppError('game_not_found', `No game ${nodeId}`);
    return game;
  };

  /** The member; with mode 'real', refused for a trial account (a rollback names no mode). */
  const memberOf = async (memberId: number, mode?: 'real' | 'free') => {
    const member = await repo.member(merchantCode, memberId);
    if (!member) throw new AppError('not_found', `No member ${memberId}`);
    if (mode === 'real' && deps.trialTypes.includes(member.type)) {
      throw new AppError('in_need_true_account', 'A trial account plays with play money only');
    }
    return member;
  };

  /**
   * The member's wallet and its counter account for a game (accounts created on first use): the real
   * wallet and the house, or in free mode the play-money account and the play-money bank.
   */
  const accountsFor = async (memberId: number, game: CatalogueGame, mode: 'real' | 'free' = 'real') => {
    if (mode === 'free') {
      const play = await deps.playMoney.accountsOf(memberId);
      return { walletCode: 'PLAY', walletId: play.playId, houseId: play.bankId };
    }
    await wallet.ready(memberId);
    const walletCode = await walletOf(game);
    const code = walletCode === 'MAIN' ? mainCode(memberId) : vendorCode(memberId, walletCode);
    const [walletId, houseId] = await ledger.accountIds(merchantCode, [code, systemAccounts.HOUSE]);
    return { walletCode, walletId: walletId!, houseId: houseId! };
  };

  const winAmount = (text: string): bigint => {
    if (/^0+\.00$/.test(text)) return 0n;
    const parsed = toMinor(text);
    if (!parsed.ok) throw new AppError(parsed.code, `Invalid amount (${parsed.code})`);
    return parsed.minor;
  };

  const once = createBookOnce({ repo, ledger, clock, merchantCode });

  /** A round moves one kind of money: every call on it must name the mode of its first debit. */
  const sameMode = (roundMode: 'real' | 'free', callMode: 'real' | 'free') => {
    if (roundMode !== callMode) {
      throw new AppError(
        'bad_request',
        `The round is played with ${roundMode === 'free' ? 'play' : 'real'} money`,
      );
    }
  };

  const moved = (transactionId: string, walletCode: string, balance: bigint, currency: string): Moved => ({
    transactionId,
    balance: fromMinor(balance),
    currency,
    wallet: walletCode,
    replayed: false,
  });

  const resettle = createResettle({
    repo,
    ledger,
    clock,
    merchantCode,
    once,
    currency: deps.currency,
    memberOf,
    gameOf,
    accountsFor,
    winAmount,
    sameMode,
    moved,
  });

  return {
    resettle,
    session: async (
      integration: string,
      body: ProtocolBody<'session'>,
    ): Promise<ProtocolValue<'session'>> => {
      const now = clock();
      const claims = verifyLaunchToken(deps.launchTokenKey(), body.launchToken, now.getTime());
      if (!claims || claims.merchantCode !== merchantCode || claims.integration !== integration) {
        throw new AppError('game_session_invalid', 'The launch token is invalid or expired');
      }
      if (!(await repo.consumeLaunch({ merchantCode, integration }, claims.jti, now.toISOString()))) {
        throw new AppError('game_session_invalid', 'The launch token was already used or has expired');
      }
      const member = await memberOf(claims.memberId, claims.mode);
      const game = await gameOf(claims.nodeId);
      const currency = await deps.currency();
      const accounts = await accountsFor(member.id, game, claims.mode);
      const walletCode = accounts.walletCode;
      const balance = fromMinor(await ledger.balanceOf(accounts.walletId));
      return {
        memberId: member.id,
        playerName: member.account,
        mode: claims.mode,
        nodeId: game.nodeId,
        vendorCode: game.vendorCode,
        gameName: game.name,
        gameType: game.gameType,
        language: claims.language,
        currency,
        balance,
        wallet: walletCode,
      };
    },

    balance: async (
      _integration: string,
      body: ProtocolBody<'balance'>,
    ): Promise<ProtocolValue<'balance'>> => {
      await memberOf(body.memberId, body.mode);
      const accounts = await accountsFor(body.memberId, await gameOf(body.nodeId), body.mode);
      return {
        balance: fromMinor(await ledger.balanceOf(accounts.walletId)),
        currency: await deps.currency(),
        wallet: accounts.walletCode,
      };
    },

    debit: async (integration: string, body: ProtocolBody<'debit'>) => {
      const amount = winAmount(body.amount);
      if (amount === 0n) throw new AppError('amount_not_positive', 'A stake must be above zero');
      await memberOf(body.memberId, body.mode);
      const game = await gameOf(body.nodeId);
      const accounts = await accountsFor(body.memberId, game, body.mode);
      const free = body.mode === 'free';
      const currency = await deps.currency();
      const key = { merchantCode, integration };
      // A rollback that arrived first claimed this id: book-once answers transaction_cancelled.
      return once(integration, 'debit', body, async (trx) => {
        if (!free) await deps.stakeGate?.(trx, body.memberId, amount);
        const at = clock().toISOString();
        const round = await repo.openRound(trx, key, { ...body, at });
        if (round.member_id !== body.memberId || round.node_id !== body.nodeId) {
          throw new AppError('bad_request', 'The round belongs to another member or game');
        }
        sameMode(round.mode, body.mode);
        if (round.status !== 'open') throw new AppError('round_settled', 'The round is already settled');
        const posted = await ledger.post(trx, {
          merchantCode,
          memberId: body.memberId,
          type: free ? 'PLAY_BET' : 'BET',
          reference: `${integration}:${body.roundId}`,
          at,
          lines: [
            { accountId: accounts.walletId, amount: -amount },
            { accountId: accounts.houseId, amount },
          ],
        });
        if (!(await repo.addToRound(trx, round.id, { bet: amount }))) {
          throw new AppError('round_settled', 'The round is already settled');
        }
        const balance = posted.balances.get(accounts.walletId)!;
        return {
          value: moved(body.transactionId, accounts.walletCode, balance, currency),
          amount,
          entryId: posted.entryId,
        };
      });
    },

    credit: async (integration: string, body: ProtocolBody<'credit'>) => {
      const amount = winAmount(body.amount);
      await memberOf(body.memberId, body.mode);
      const game = await gameOf(body.nodeId);
      const accounts = await accountsFor(body.memberId, game, body.mode);
      const free = body.mode === 'free';
      const currency = await deps.currency();
      const key = { merchantCode, integration };
      return once(integration, 'credit', body, async (trx) => {
        const at = clock().toISOString();
        const round = await repo.lockRound(trx, key, body.roundId);
        if (!round)
          throw new AppError('transaction_not_found', `No bet was booked for round ${body.roundId}`);
        if (round.member_id !== body.memberId || round.node_id !== body.nodeId) {
          throw new AppError('bad_request', 'The round belongs to another member or game');
        }
        sameMode(round.mode, body.mode);
        if (round.status !== 'open') throw new AppError('round_settled', 'The round is already settled');
        let entryId: number | null = null;
        let balance: bigint;
        if (amount > 0n) {
          const posted = await ledger.post(trx, {
            merchantCode,
            memberId: body.memberId,
            type: free ? 'PLAY_WIN' : 'WIN',
            reference: `${integration}:${body.roundId}`,
            at,
            lines: [
              { accountId: accounts.houseId, amount: -amount },
              { accountId: accounts.walletId, amount },
            ],
          });
          entryId = posted.entryId;
          balance = posted.balances.get(accounts.walletId)!;
        } else {
          balance = await ledger.balanceOf(accounts.walletId, trx);
        }
        if (!(await repo.addToRound(trx, round.id, { win: amount }))) {
          throw new AppError('round_settled', 'The round is already settled');
        }
        if (body.roundEnded) {
          const bet = BigInt(round.bet);
          const win = BigInt(round.win) + amount;
          if (!(await repo.closeRound(trx, round.id, 'settled', at))) {
            throw new AppError('round_settled', 'The round is already settled');
          }
          // Settled in the same transaction as the last movement: a round is never half-recorded.
          // Play-money rounds stay out of bet records (records, winner board, hot games are real money).
          if (!free) {
            await repo.insertBetRecord(trx, {
              merchant_code: merchantCode,
              member_id: body.memberId,
              vendor_code: game.vendorCode,
              node_id: game.nodeId,
              game_name: game.name,
              game_type: game.gameType,
              round_id: body.roundId,
              bet_minor: bet,
              win_minor: win,
              valid_bet_minor: bet,
              created_at: at,
            });
            await recordFigures(trx, {
              merchantCode,
              memberId: body.memberId,
              at,
              delta: { betCount: 1, bet, validBet: bet, win },
            });
            await deps.activity?.emit('betSettled', trx, {
              merchantCode,
              memberId: body.memberId,
              vendorCode: game.vendorCode,
              roundId: body.roundId,
              gameType: game.gameType,
              bet,
              validBet: bet,
              win,
              at,
            });
          }
        }
        return { value: moved(body.transactionId, accounts.walletCode, balance, currency), amount, entryId };
      });
    },

    /**
     * Cancels one booked debit (docs/decisions.md, "Seamless wallet under concurrency"): claims the
     * debit's id, then locks the round. A debit already rolled back answers the balance again; a
     * round with a win answers round_has_win, a settled one round_settled; an id never booked is
     * remembered (a late debit with it is refused) and answers transaction_not_found.
     */
    rollback: async (integration: string, body: ProtocolBody<'rollback'>) => {
      await memberOf(body.memberId);
      const key = { merchantCode, integration };
      const currency = await deps.currency();
      return once(integration, 'rollback', body, async (trx) => {
        const at = clock().toISOString();
        const claim = {
          transactionId: body.refTransactionId,
          memberId: body.memberId,
          roundId: body.roundId,
          at,
        };
        if (await repo.claimTransaction(trx, key, claim)) return { tombstone: true as const };
        // Lock first, then read the debit: a rollback that waited for the lock sees the status the
        // previous holder committed.
        const round = await repo.lockRound(trx, key, body.roundId);
        const ref = await repo.findTransaction(key, body.refTransactionId, trx);
        if (!ref || ref.status === 'cancelled') return { tombstone: true as const };
        if (ref.kind !== 'debit') throw new AppError('bad_request', 'Only a debit can be rolled back');
        if (ref.member_id !== body.memberId || ref.round_id !== body.roundId) {
          throw new AppError('bad_request', 'The transaction belongs to another member or round');
        }
        if (!round || ref.entry_id === null) return { tombstone: true as const };
        const wallet = await repo.walletOfEntry(trx, ref.entry_id);
        const answer = (balance: bigint) => moved(body.transactionId, wallet.walletCode, balance, currency);
        if (ref.status === 'rolled_back') {
          return { value: answer(await ledger.balanceOf(wallet.accountId, trx)), amount: 0n, entryId: null };
        }
        if (round.status === 'settled') throw new AppError('round_settled', 'The round is already settled');
        if (BigInt(round.win) > 0n) {
          throw new AppError(
            'round_has_win',
            'The round already has a win; its bets can no longer be rolled back',
          );
        }
        const amount = BigInt(ref.amount);
        if (!(await repo.markRolledBack(trx, ref.id))) {
          throw new AppError('conflict', 'The transaction changed while it was being rolled back');
        }
        const posted = await ledger.reverse(trx, merchantCode, ref.entry_id, at);
        const closes = BigInt(round.bet) - amount === 0n;
        if (
          !(await repo.addToRound(trx, round.id, { bet: -amount })) ||
          (closes && !(await repo.closeRound(trx, round.id, 'rolled_back', at)))
        ) {
          throw new AppError('conflict', 'The round changed while the bet was being rolled back');
        }
        return { value: answer(posted.balances.get(wallet.accountId)!), amount, entryId: posted.entryId };
      });
    },
  };
};
export type ProtocolService = ReturnType<typeof createProtocolService>;
