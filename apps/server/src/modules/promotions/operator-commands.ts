import { readFile } from 'node:fs/promises';
import { AppError } from '../../lib/app-error.js';
import { lockMemberRow } from '../../db/row-lock.js';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { createSaferGamblingRepository } from '../safer-gambling/repository.js';
import { amountOf, money } from '../wallet/money.js';
import { createPromotionsForOperator } from './operator-service.js';
import { defaultContributions } from './promotion-rules.js';
import { closePromotion, saveCategory, savePromotion } from './promotion-store.js';

const help = `  promotion list       list the promotions with their kind, category and schedule
  promotion save FILE  create or replace the promotions of a JSON file (one object or an array: key,
                       category, kind DEPOSIT_MATCH|FIXED|APPLY, sortOrder, startsAt, endsAt, imageUrl,
                       terms { percent, cap, minDeposit, deposit FIRST|ANY, fixedAmount, newMembersDays,
                       turnoverMultiple, turnoverOf BONUS|DEPOSIT_PLUS_BONUS, contributions, expiresDays,
                       onExpiry FORFEIT|RELEASE }, texts { EN: { title, terms } ... }); a category is
                       { code, sortOrder, names { EN ... } } with "category": true
  promotion close KEY  end a promotion now (bonuses already paid keep running)
  application list     list the applications waiting for a decision (apply-for promotions)
  application approve ID [REASON...] | reject ID [REASON...]
                       pay the promotion's bonus, or refuse it
  bonus grant ACCOUNT AMOUNT TURNOVER REASON...
                       pay a member a bonus with TURNOVER times its amount to bet (30 days)
  bonus revoke ACCOUNT REASON...
                       end the member's open bonus and take it back (at most what the wallet holds)`;

const isId = (v: string | undefined) => /^\d{1,9}$/.test(v ?? '');

/** The operator commands of promotions, applications and bonuses (issue 17). */
export const promotionCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command === 'promotion') {
      if (action === 'list') return rest.length === 0;
      return (action === 'save' || action === 'close') && rest.length === 1;
    }
    if (command === 'application') {
      if (action === 'list') return rest.length === 0;
      return (action === 'approve' || action === 'reject') && isId(rest[0]);
    }
    if (command === 'bonus') {
      if (action === 'grant') return rest.length >= 4 && /^\d{1,3}(\.\d{1,2})?$/.test(rest[2]!);
      return action === 'revoke' && rest.length >= 2;
    }
    return false;
  },
  run: async ([command, action, ...rest], { db, merchantCode, io, platform }) => {
    const ops = createPromotionsForOperator({ db, merchantCode, activity: platform().activity });
    const now = new Date();
    if (command === 'promotion' && action === 'list') {
      const rows = await db
        .selectFrom('promotions')
        .select(['id', 'promotion_key', 'kind', 'category_code', 'starts_at', 'ends_at', 'closed_at'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort_order')
        .execute();
      for (const r of rows)
        io.out(
          `${r.id}\t${r.promotion_key}\t${r.kind}\t${r.category_code}\t${r.starts_at ?? 'now'} .. ${r.closed_at ? `closed ${r.closed_at}` : (r.ends_at ?? 'open')}`,
        );
      return 0;
    }
    if (command === 'promotion' && action === 'save') {
      const parsed = JSON.parse(await readFile(rest[0]!, 'utf8')) as unknown;
      const items = Array.isArray(parsed) ? parsed : [parsed];
      for (const item of items as Record<string, unknown>[]) {
        if (item.category === true) await saveCategory(db, merchantCode, item as never);
        else await savePromotion(db, merchantCode, item as never, now);
      }
      io.out(`Saved ${items.length} item(s).`);
      return 0;
    }
    if (command === 'promotion') {
      const closed = await closePromotion(db, merchantCode, rest[0]!, now);
      io.out(closed ? `Closed ${rest[0]}.` : `No open promotion ${rest[0]}.`);
      return closed ? 0 : 1;
    }
    if (command === 'application' && action === 'list') {
      for (const a of await ops.repo.applications(merchantCode))
        io.out(`${a.id}\t${a.promotion_key}\t${a.account}\t${a.joined_at}`);
      return 0;
    }
    if (command === 'application') {
      await ops.decide(Number(rest[0]), action === 'approve', rest.slice(1).join(' ') || null);
      io.out(`${action === 'approve' ? 'Approved' : 'Rejected'} application ${rest[0]}.`);
      return 0;
    }
    const member = await ops.repo.memberByAccount(merchantCode, rest[0]!);
    if (!member) throw new AppError('not_found', `No account ${rest[0]} in merchant ${merchantCode}`);
    if (action === 'grant') {
      // A member in a time-out or self-exclusion receives no promotions meanwhile (issue 18).
      const excluded = await createSaferGamblingRepository(db).activeExclusion(member.id, now.toISOString());
      if (excluded) {
        io.err(
          `${member.account} is in a time-out or self-exclusion until ${excluded.ends_at}: no bonus meanwhile.`,
        );
        return 1;
      }
      const amount = amountOf(rest[1]);
      const multiple = Math.round(Number(rest[2]) * 100);
      const reason = rest.slice(3).join(' ');
      await ops.bonuses.ready(member.id);
      await ops.ledger.transaction(async (trx) => {
        await lockMemberRow(trx, member.id);
        await ops.bonuses.grant(trx, {
          memberId: member.id,
          promotionId: null,
          entryId: null,
          title: reason,
          amount,
          turnoverRequired: (amount * BigInt(multiple)) / 100n,
          contributions: defaultContributions,
          onExpiry: 'FORFEIT',
          expiresDays: 30,
          reason,
        });
      });
      io.out(`Granted ${money(amount)} to ${member.account}.`);
      return 0;
    }
    const open = await ops.bonusRepo.active(member.id);
    if (!open) throw new AppError('bonus_not_active', `${member.account} has no open bonus`);
    await ops.bonuses.forfeit(member.id, open.id, `revoked: ${rest.slice(1).join(' ')}`);
    io.out(`Revoked bonus ${open.id} of ${member.account}.`);
    return 0;
  },
};
