import type { OperatorCommand } from '../../operator/operator-command.js';
import { textIn } from '../../lib/localized-text.js';
import { systemClock } from '../../lib/clock.js';
import { createLedger } from '../wallet/ledger.js';
import { amountOf, money } from '../wallet/money.js';
import { createRaffleDraw } from './raffle-draw.js';
import { createRaffleRepository } from './repository.js';

const help = `  raffle list          list the raffles open or drawn in the last 30 days, with their winners
  raffle add DEPOSIT|VALID_BET TICKET DAYS PRIZES TITLE...
                       a raffle from now for DAYS days: a ticket per TICKET of deposits or valid bets,
                       PRIZES by rank separated by commas (500,200,100), drawn when it ends
  raffle draw ID       end a raffle now and draw it (for testing; the server draws at the draw time)`;

const isAmount = (v: string | undefined) => /^\d{1,12}(\.\d{1,2})?$/.test(v ?? '');

/** The raffles' operator commands (issue 20). */
export const raffleCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command !== 'raffle') return false;
    if (action === 'list') return rest.length === 0;
    if (action === 'draw') return rest.length === 1 && /^\d{1,9}$/.test(rest[0]!);
    const [basis, ticket, days, prizes, ...title] = rest;
    return (
      action === 'add' &&
      (basis === 'DEPOSIT' || basis === 'VALID_BET') &&
      isAmount(ticket) &&
      /^\d{1,3}$/.test(days ?? '') &&
      (prizes ?? '').split(',').every(isAmount) &&
      title.length > 0
    );
  },
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createRaffleRepository(db);
    const now = new Date();
    if (action === 'add') {
      const [basis, ticket, days, prizes, ...title] = rest;
      const end = new Date(now.getTime() + Number(days) * 86_400_000).toISOString();
      const { id } = await repo.insertRaffle({
        merchant_code: merchantCode,
        names: JSON.stringify({ EN: title.join(' ') }),
        basis: basis as 'DEPOSIT' | 'VALID_BET',
        ticket_amount: amountOf(ticket),
        starts_at: now.toISOString(),
        ends_at: end,
        draw_at: end,
        prizes: JSON.stringify(prizes!.split(',').map((p) => amountOf(p).toString())),
      });
      io.out(`Added raffle ${id}, drawn at ${end}.`);
      return 0;
    }
    if (action === 'draw') {
      const id = Number(rest[0]);
      if (!(await repo.setDrawAt(merchantCode, id, now.toISOString()))) {
        io.err(`No open raffle ${id}.`);
        return 1;
      }
      const draw = createRaffleDraw({ db, repo, ledger: createLedger(db), clock: systemClock, merchantCode });
      io.out((await draw.drawOne(id)) ? `Raffle ${id} drawn.` : `Raffle ${id} was drawn by another process.`);
    }
    const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    const raffles = await repo.current(merchantCode, since);
    const winners = await repo.winners(raffles.map((r) => r.id));
    for (const r of raffles) {
      const name = textIn(r.names, 'EN');
      io.out(
        `${r.id}\t${r.status}\t${r.basis} per ${money(BigInt(r.ticket_amount))}\tdraw ${r.draw_at}\t${name}`,
      );
      for (const w of winners.filter((x) => x.raffle_id === r.id)) {
        io.out(`\t#${w.rank}\t${w.account}\t${money(BigInt(w.prize))}\t${w.tickets} tickets`);
      }
    }
    return 0;
  },
};
