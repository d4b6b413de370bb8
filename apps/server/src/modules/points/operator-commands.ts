import { rewardKinds, type RewardKind } from '@gp/contract/points';
import { textIn } from '../../lib/localized-text.js';
import { wireGameTypes } from '@gp/contract/game-types';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { amountOf, hundredthsOf, money } from '../wallet/money.js';
import { createPointsForOperator } from './operator-service.js';
import { pointsText } from './points-view.js';
import { verifyPoints } from './points-verify.js';
import { defaultPointTerms } from './points-reader.js';

const help = `  points config        print the points terms and the earning rates per game type
  points config RATIO MIN_POINTS MIN_DEPOSITS
                       RATIO whole points convert to 1.00; a conversion spends at least MIN_POINTS;
                       points convert or redeem once a member's deposits reach MIN_DEPOSITS
  points rate TYPE POINTS
                       points earned per 100.00 of valid bet on TYPE (RNG, LIVE ...; 0 stops it)
  points rewards       list the catalogue with stock
  points reward add KIND POINTS AMOUNT|- STOCK|- NAME...
                       add a CASH, BONUS (turnover 5x) or PHYSICAL (AMOUNT -) reward; STOCK - is unlimited
  points reward stock ID N|-   set a reward's stock (- is unlimited)
  points reward on ID | off ID list a reward again, or withdraw it (orders keep it)
  points orders [applying|passed|rejected]
                       list redeem orders, newest first
  points order pass ID [REMARK...] | reject ID REMARK...
                       decide a physical reward's order; a rejection returns the points and the item
  points adjust ACCOUNT POINTS NOTE...
                       add (or with a minus, take) points by hand
  points verify        recompute every points balance from the journal; exit 1 on any difference`;

const isId = (v: string | undefined) => /^\d{1,9}$/.test(v ?? '');
const isPoints = (v: string | undefined) => /^-?\d{1,9}(\.\d{1,2})?$/.test(v ?? '');
const isStock = (v: string | undefined) => v === '-' || /^\d{1,6}$/.test(v ?? '');

const shapes: Record<string, (rest: readonly string[]) => boolean> = {
  config: (r) =>
    r.length === 0 ||
    (r.length === 3 &&
      /^[1-9]\d{0,6}$/.test(r[0]!) &&
      r.slice(1).every((v) => isPoints(v) && !v.startsWith('-'))),
  rate: (r) =>
    r.length === 2 &&
    (wireGameTypes as readonly string[]).includes(r[0]!) &&
    isPoints(r[1]) &&
    !r[1]!.startsWith('-'),
  rewards: (r) => r.length === 0,
  reward: ([sub, ...r]) =>
    (sub === 'add' &&
      r.length >= 5 &&
      (rewardKinds as readonly string[]).includes(r[0]!) &&
      isPoints(r[1]) &&
      (r[2] === '-' || isPoints(r[2])) &&
      isStock(r[3])) ||
    (sub === 'stock' && r.length === 2 && isId(r[0]) && isStock(r[1])) ||
    ((sub === 'on' || sub === 'off') && r.length === 1 && isId(r[0])),
  orders: (r) => r.length === 0 || (r.length === 1 && ['applying', 'passed', 'rejected'].includes(r[0]!)),
  order: ([sub, id, ...r]) => (sub === 'pass' && isId(id)) || (sub === 'reject' && isId(id) && r.length > 0),
  adjust: (r) => r.length >= 3 && isPoints(r[1]) && hundredthsOf(r[1]) !== 0n,
  verify: (r) => r.length === 0,
};

/** The points mall's operator commands (issue 20). */
export const pointsCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'points' && action !== undefined && (shapes[action]?.(rest) ?? false),
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const ops = createPointsForOperator({ db, merchantCode, now: () => new Date().toISOString() });
    const { repo } = ops;
    if (action === 'config') {
      if (rest.length === 3) {
        await repo.setSettings(merchantCode, {
          exchangeRatio: BigInt(rest[0]!) * 100n,
          pointsRequirement: hundredthsOf(rest[1])!,
          amountRequirement: hundredthsOf(rest[2])!,
        });
      }
      const row = await repo.settings(merchantCode);
      const terms = row
        ? [row.exchange_ratio, row.points_requirement, row.amount_requirement]
        : [
            defaultPointTerms.exchangeRatio,
            defaultPointTerms.pointsRequirement,
            defaultPointTerms.amountRequirement,
          ];
      io.out(
        `${pointsText(terms[0]!)} points = 1.00; at least ${pointsText(terms[1]!)} points a conversion; ` +
          `after ${money(BigInt(terms[2]!))} of deposits`,
      );
      for (const r of await repo.rates(merchantCode))
        io.out(`${r.game_type}\t${pointsText(r.rate)} per 100.00`);
      return 0;
    }
    if (action === 'rate') {
      await repo.setRate(merchantCode, rest[0]!, hundredthsOf(rest[1])!);
      io.out(`${rest[0]} earns ${rest[1]} points per 100.00 of valid bet.`);
      return 0;
    }
    if (action === 'rewards') {
      const { rows } = await repo.rewards(merchantCode, { activeOnly: false }, { num: 1, size: 1000 });
      for (const r of rows) {
        const name = textIn(r.names, 'EN');
        io.out(
          `${r.id}\t${r.kind}\t${pointsText(r.points)} pts\t${r.amount === null ? '-' : money(BigInt(r.amount))}\t` +
            `stock ${r.stock ?? 'unlimited'}\t${r.active === 1 ? 'on' : 'off'}\t${name}`,
        );
      }
      return 0;
    }
    if (action === 'reward') {
      const [sub, ...args] = rest;
      if (sub === 'add') {
        const [kind, points, amount, stock, ...name] = args;
        const { id } = await ops.addReward({
          kind: kind as RewardKind,
          points: amountOf(points),
          amount: amount === '-' ? null : amountOf(amount),
          turnoverMultiple: kind === 'BONUS' ? 5 : null,
          stock: stock === '-' ? null : Number(stock),
          name: name.join(' '),
          description: '',
        });
        io.out(`Added reward ${id}.`);
        return 0;
      }
      const id = Number(args[0]);
      const change =
        sub === 'stock'
          ? { stock: args[1] === '-' ? null : Number(args[1]) }
          : { active: sub === 'on' ? 1 : 0 };
      const found = await repo.updateReward(merchantCode, id, change);
      io.out(found ? `Reward ${id} updated.` : `No reward ${id}.`);
      return found ? 0 : 1;
    }
    if (action === 'orders') {
      const status = rest[0] as 'applying' | 'passed' | 'rejected' | undefined;
      const { rows } = await repo.orders({ merchantCode, status }, { num: 1, size: 200 });
      if (rows.length === 0) io.out('No redeem orders.');
      for (const o of rows) {
        const name = textIn(o.reward_names, 'EN');
        const to = o.delivery ? (JSON.parse(o.delivery) as { name: string; address: string }) : null;
        io.out(
          `${o.id}\tmember ${o.member_id}\t${o.status}\t${pointsText(o.points)} pts\t${name}\t${o.created_at}` +
            (to ? `\tto ${to.name}, ${to.address}` : ''),
        );
      }
      return 0;
    }
    if (action === 'order') {
      const [sub, id, ...remark] = rest;
      await ops.decide(Number(id), sub === 'pass' ? 'passed' : 'rejected', remark.join(' ') || null);
      io.out(`Order ${id} ${sub === 'pass' ? 'passed' : 'rejected, points returned'}.`);
      return 0;
    }
    if (action === 'adjust') {
      const [account, points, ...note] = rest;
      const { balance } = await ops.adjust(account!, hundredthsOf(points)!, note.join(' '));
      io.out(`${account} now holds ${pointsText(balance)} points.`);
      return 0;
    }
    const report = await verifyPoints(db);
    for (const p of report.problems) io.err(`DIFFERENCE ${p.kind}: ${p.detail}`);
    io.out(
      `Points: ${report.accounts} accounts, ${report.lines} lines, ` +
        `${report.problems.length === 0 ? 'no difference' : `${report.problems.length} difference(s)`}.`,
    );
    return report.problems.length === 0 ? 0 : 1;
  },
};
