import { profileFieldNames, type ProfileFieldName } from '@gp/contract/my-account';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { systemClock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { createMemberRepository } from '../member/repository.js';
import { createSystemRepository } from '../system/repository.js';
import { loadRegisterSettings } from '../system/service.js';
import { createProfileService } from './profile-service.js';
import { createMyAccountRepository } from './repository.js';

const help = `  profile fields       print the personal fields: shown, required, locked once set, order
  profile field FIELD shown|hidden required|optional lock|nolock ORDER
                       set how the security centre offers a personal field (FIELD: ${profileFieldNames.join(', ')})
  profile show ACCOUNT print a member's personal fields and the latest changes (who, which field, when)
  profile set ACCOUNT FIELD VALUE
                       change a member's personal field, also a locked or hidden one (a real name
                       after a bank account is bound); checked like the member's own change; recorded`;

const isField = (name: string | undefined): name is ProfileFieldName =>
  (profileFieldNames as readonly string[]).includes(name ?? '');

/** My account's operator commands (issue 18): the merchant's personal-field rules, a member's fields. */
export const profileCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command !== 'profile') return false;
    if (action === 'fields') return rest.length === 0;
    if (action === 'show') return rest.length === 1;
    if (action === 'set') return rest.length === 3 && isField(rest[1]);
    return (
      action === 'field' &&
      rest.length === 5 &&
      isField(rest[0]) &&
      ['shown', 'hidden'].includes(rest[1]!) &&
      ['required', 'optional'].includes(rest[2]!) &&
      ['lock', 'nolock'].includes(rest[3]!) &&
      /^\d{1,3}$/.test(rest[4]!)
    );
  },
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createMyAccountRepository(db);
    const system = createSystemRepository(db);
    const profiles = createProfileService({
      db,
      repo,
      clock: systemClock,
      merchantCode,
      registerSettings: () => loadRegisterSettings(system, merchantCode),
    });
    if (action === 'fields') {
      const settings = await profiles.settingsOf();
      for (const name of [...profileFieldNames].sort(
        (a, b) => settings[a].sortOrder - settings[b].sortOrder,
      )) {
        const s = settings[name];
        io.out(
          `${name}\t${s.shown ? 'shown' : 'hidden'}\t${s.required ? 'required' : 'optional'}\t${s.lockOnceSet ? 'lock' : 'nolock'}\t${s.sortOrder}`,
        );
      }
      return 0;
    }
    if (action === 'field') {
      const [field, shown, required, lock, order] = rest as [
        ProfileFieldName,
        string,
        string,
        string,
        string,
      ];
      await repo.saveFieldSetting({
        merchant_code: merchantCode,
        field,
        shown: shown === 'shown' ? 1 : 0,
        required: required === 'required' ? 1 : 0,
        lock_once_set: lock === 'lock' ? 1 : 0,
        sort_order: Number(order),
      });
      io.out(
        `${field} is now ${shown}, ${required}, ${lock === 'lock' ? 'locked once set' : 'never locked'}, order ${order}.`,
      );
      return 0;
    }
    const member = await createMemberRepository(db).findByAccount(merchantCode, rest[0]!);
    if (!member) {
      io.err(`No account ${rest[0]} in merchant ${merchantCode}.`);
      return 1;
    }
    if (action === 'set') {
      try {
        await profiles.save(member.id, { values: { [rest[1]!]: rest[2]! } }, 'operator');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        io.err(`Refused: ${error.code} (${error.message}). Nothing changed.`);
        return 1;
      }
      io.out(`${rest[1]} of ${member.account} is changed.`);
      return 0;
    }
    const view = await profiles.view(member.id);
    for (const f of view.fields) {
      io.out(
        `${f.name}\t${f.value ?? '-'}${f.locked ? `\t(locked: ${f.locked === 'bank' ? 'bank account bound' : 'set'})` : ''}`,
      );
    }
    io.out(`mobile\t${view.mobile ?? '-'}\nemail\t${view.email ?? '-'}`);
    for (const change of await repo.changes(member.id))
      io.out(`changed\t${change.at}\t${change.field}\tby ${change.actor}`);
    return 0;
  },
};
