import { missionKinds, type MissionKind } from '@gp/contract/missions';
import { textIn } from '../../lib/localized-text.js';
import { wireGameTypes } from '@gp/contract/game-types';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { amountOf, money } from '../wallet/money.js';
import { createMissionsRepository } from './repository.js';

const help = `  mission list         list the missions with their targets and rewards
  mission add D|W KIND TARGET REWARD POINTS TYPE|- TITLE...
                       a daily (D) or weekly (W) mission: BET (valid bets of TYPE, - for all, reach
                       TARGET), WIN_ROUNDS, DEPOSIT (TARGET an amount) or LOGIN_STREAK (TARGET days in a
                       row); pays REWARD and POINTS mission points once per period
  mission on ID | off ID
                       offer a mission again, or stop offering it (claims stay)`;

const isAmount = (v: string | undefined) => /^\d{1,12}(\.\d{1,2})?$/.test(v ?? '');
const amountKinds: readonly string[] = ['BET', 'DEPOSIT'];

/** The missions' operator commands (issue 20). */
export const missionCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command !== 'mission') return false;
    if (action === 'list') return rest.length === 0;
    if (action === 'on' || action === 'off') return rest.length === 1 && /^\d{1,9}$/.test(rest[0]!);
    const [period, kind, target, reward, points, type, ...name] = rest;
    return (
      action === 'add' &&
      (period === 'D' || period === 'W') &&
      (missionKinds as readonly string[]).includes(kind ?? '') &&
      (amountKinds.includes(kind!) ? isAmount(target) : /^\d{1,3}$/.test(target ?? '')) &&
      isAmount(reward) &&
      /^\d{1,6}$/.test(points ?? '') &&
      (type === '-' || (kind === 'BET' && (wireGameTypes as readonly string[]).includes(type ?? ''))) &&
      name.length > 0
    );
  },
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createMissionsRepository(db);
    if (action === 'add') {
      const [period, kind, target, reward, points, type, ...name] = rest;
      const { id } = await repo.insertMission({
        merchant_code: merchantCode,
        period: period as 'D' | 'W',
        kind: kind as MissionKind,
        game_type: type === '-' ? null : type!,
        target: amountKinds.includes(kind!) ? amountOf(target) : BigInt(target!),
        reward: amountOf(reward),
        mission_points: Number(points),
        names: JSON.stringify({ EN: name.join(' ') }),
        sort_order: 100,
      });
      io.out(`Added mission ${id}.`);
      return 0;
    }
    if (action === 'on' || action === 'off') {
      const found = await repo.setActive(merchantCode, Number(rest[0]), action === 'on');
      io.out(
        found ? `Mission ${rest[0]} ${action === 'on' ? 'offered' : 'withdrawn'}.` : `No mission ${rest[0]}.`,
      );
      return found ? 0 : 1;
    }
    for (const m of await repo.missions(merchantCode)) {
      const target = amountKinds.includes(m.kind) ? money(BigInt(m.target)) : m.target;
      const name = textIn(m.names, 'EN');
      io.out(
        `${m.id}\t${m.period}\t${m.kind}\t${m.game_type ?? '-'}\t${target}\tpays ${money(BigInt(m.reward))} + ${m.mission_points} pts\t` +
          `${m.active === 1 ? 'on' : 'off'}\t${name}`,
      );
    }
    return 0;
  },
};
