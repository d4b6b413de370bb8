import { contractKinds, contractPeriods, type ContractTier } from '@gp/contract/agent-contracts';
import { consolidatedFlagNames } from '@gp/contract/wallet';
import { systemClock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorCommand, OperatorContext } from '../../operator/operator-command.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import { createLedger } from '../wallet/ledger.js';
import { createWalletRepository } from '../wallet/repository.js';
import { money } from '../wallet/money.js';
import { createContractRepository } from './contract-repository.js';
import { bpToRate } from './contract-rules.js';
import { createContractService } from './contract-service.js';
import { createContractSettlement } from './settlement.js';

const help = `  contract grant ACCOUNT KIND PERIOD TIER...
                       give an agent a contract of KIND (${contractKinds.join(', ')}) settled per
                       PERIOD (D day, W week, H half month, M month for DIVIDEND; D for DAILY; h for
                       HOURLY; R for REALTIME); each TIER is RATE or RATE@MINVALIDBET/MINACTIVE, e.g.
                       1.5 2@100000/10 (percent; the highest tier reached applies)
  contract list ACCOUNT
                       print the agent's contracts, held and given
  contract end ID      end a contract and every contract given under it
  contract settle      settle every contract period that has ended (the scheduler does this too)
  contract show ID     print one settlement with the inputs its payout was computed from
  contract settings [FLAG=on|off ...]
                       print the merchant's contract switches, or set some: ${consolidatedFlagNames
                         .slice(0, 4)
                         .join(', ')}
                       let agents offer each kind; ${consolidatedFlagNames.slice(4).join(', ')}
                       show the held contracts' pages (spec 3 consolidated info)`;

/** "2@100000/10" -> a tier; "1.5" -> a base tier. */
const tierOf = (text: string): ContractTier => {
  const match = /^(\d{1,3}(?:\.\d{1,2})?)(?:@(\d{1,16}(?:\.\d{1,2})?)\/(\d{1,7}))?$/.exec(text);
  if (!match) throw new AppError('bad_request', `Not a tier: ${text} (RATE or RATE@MINVALIDBET/MINACTIVE)`);
  return { rate: match[1]!, minValidBet: match[2] ?? '0', minActiveMembers: Number(match[3] ?? 0) };
};

const flagSetting = /^([a-z]+)=(on|off)$/;
const isFlagSetting = (text: string) =>
  (consolidatedFlagNames as readonly string[]).includes(flagSetting.exec(text)?.[1] ?? '');

const isKind = (v: string | undefined) => (contractKinds as readonly string[]).includes(v ?? '');
const isPeriod = (v: string | undefined) => (contractPeriods as readonly string[]).includes(v ?? '');

/** Prints the merchant's consolidated contract switches after applying the FLAG=on|off settings. */
const contractSettings = async (
  settings: string[],
  { db, merchantCode, io }: Pick<OperatorContext, 'db' | 'merchantCode' | 'io'>,
): Promise<number> => {
  const wallet = createWalletRepository(db);
  const flags = { ...(await wallet.settings(merchantCode)).consolidated };
  for (const setting of settings) {
    const [, name, value] = flagSetting.exec(setting)!;
    flags[name!] = value === 'on';
  }
  if (settings.length > 0 && !(await wallet.setConsolidated(merchantCode, flags))) {
    io.err(`Merchant ${merchantCode} has no wallet settings: run the seed first.`);
    return 1;
  }
  for (const name of consolidatedFlagNames) io.out(`${name}\t${flags[name] === true ? 'on' : 'off'}`);
  return 0;
};

/** The contracts' operator commands (modules/contracts). */
export const contractCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command !== 'contract') return false;
    if (action === 'grant') return rest.length >= 4 && isKind(rest[1]) && isPeriod(rest[2]);
    if (action === 'list') return rest.length === 1;
    if (action === 'end' || action === 'show') return rest.length === 1 && /^\d{1,9}$/.test(rest[0]!);
    if (action === 'settings') return rest.every(isFlagSetting);
    return action === 'settle' && rest.length === 0;
  },
  run: async ([, action, ...rest], { db, config, merchantCode, io }) => {
    const repo = createContractRepository(db);
    const service = createContractService({
      db,
      repo,
      clock: systemClock,
      merchantCode,
      agentTypes: config.auth.agentTypes,
      flags: () => Promise.resolve({}),
      offsetMinutes: config.businessUtcOffsetMinutes,
    });
    const line = (c: Awaited<ReturnType<typeof service.end>>) =>
      `${c.id}\t${c.kind}/${c.period}\t${c.agent}\tfrom ${c.upline ?? 'operator'}\t${c.status}\t` +
      `${c.tiers.map((t) => `${t.rate}%@${t.minValidBet}/${t.minActiveMembers}`).join(' ')}`;
    if (action === 'grant') {
      const [account, kind, period, ...tiers] = rest;
      const granted = await service.grant(account!, kind as never, period as never, tiers.map(tierOf));
      io.out(`Granted: ${line(granted)}`);
      return 0;
    }
    if (action === 'end') {
      io.out(`Ended: ${line(await service.end(Number(rest[0])))}`);
      return 0;
    }
    if (action === 'list') {
      const agent = await repo.memberByAccount(merchantCode, rest[0]!);
      if (!agent) {
        io.err(`No account ${rest[0]} in merchant ${merchantCode}.`);
        return 1;
      }
      for (const kind of contractKinds) {
        const rows = [
          ...(await repo.ofAgent(agent.id, kind, ['SIGNED', 'OFFERED'])),
          ...(await repo.givenBy(agent.id, kind, ['SIGNED', 'OFFERED'])),
        ];
        for (const row of rows)
          io.out(
            `${row.id}\t${row.kind}/${row.period}\t${row.agent}\tfrom ${row.upline ?? 'operator'}\t${row.status}\ttop ${bpToRate(row.max_rate_bp)}%`,
          );
      }
      return 0;
    }
    if (action === 'settings') return contractSettings(rest, { db, merchantCode, io });
    if (action === 'settle') {
      const settled = await createContractSettlement({
        repo,
        ledger: createLedger(db),
        figures: createFiguresRepository(db),
        clock: systemClock,
        merchantCode,
        offsetMinutes: config.businessUtcOffsetMinutes,
      }).settleDue();
      io.out(`Settled ${settled} contract period(s).`);
      return 0;
    }
    const s = await repo.settlementById(Number(rest[0]));
    if (!s) {
      io.err(`No settlement ${rest[0]}.`);
      return 1;
    }
    io.out(
      [
        `settlement ${s.id}: contract ${s.contract_id} (${s.kind}) of ${s.agent}, ${s.period_start} .. ${s.period_end}`,
        `team: valid bet ${money(BigInt(s.valid_bet))}, stake ${money(BigInt(s.bet))}, win ${money(BigInt(s.win))}, active ${s.active_members}`,
        `base ${money(BigInt(s.base))} x rate ${bpToRate(s.effective_rate_bp)}% (tier ${bpToRate(s.rate_bp)}%) = gross ${money(BigInt(s.gross))}`,
        `ceiling ${s.ceiling === null ? 'none (top)' : money(BigInt(s.ceiling))}, sub-agents ${money(BigInt(s.sub_share))}, payout ${money(BigInt(s.payout))}` +
          (s.entry_id === null ? '' : ` (journal entry ${s.entry_id})`),
      ].join('\n'),
    );
    return 0;
  },
};
