import {
  profileFieldNames,
  type ProfileField,
  type ProfileFieldName,
  type ProfileSaveBody,
  type ProfileValue,
} from '@gp/contract/my-account';
import { checkFieldRule, messageKeyFor, type FieldRule } from '@gp/contract/patterns';
import type { RegisterSettings } from '@gp/contract/system';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { ageOn, parseBirthday } from '../registration/register-validation.js';
import { maskMobile } from '../second-factor/contact-mask.js';
import { profileFieldDefs, type FieldSetting } from './profile-fields.js';
import type { MyAccountRepository } from './repository.js';

/**
 * The personal fields of spec 3 in the security centre (issue 18). `view` shows the fields the
 * merchant shows, each with its value, whether it is required, and whether it is locked. `save`
 * checks every changed field against the same rule registration uses (spec 5; birthday also a real
 * date at least the minimum age ago), refuses a hidden field (field_not_editable) and a locked one
 * (field_locked, value: field), and writes all of them or none, under the member's row lock so that
 * two saves never lose each other's fields. The operator (`actor: 'operator'`) may change locked and
 * hidden fields. Every change is in profile_changes (which field, who, when; never the value).
 */
type Personal = NonNullable<Awaited<ReturnType<MyAccountRepository['personal']>>>;

const invalid = (field: string, reason: 'required' | 'pattern', rule: FieldRule) =>
  new AppError('invalid_field', `${field}: ${reason}`, {
    value: {
      field,
      reason,
      messageKey: messageKeyFor(rule.patternId),
      min: rule.minLength,
      max: rule.maxLength,
    },
  });

export const createProfileService = (deps: {
  db: Db;
  repo: MyAccountRepository;
  clock: Clock;
  merchantCode: string;
  registerSettings: () => Promise<RegisterSettings>;
}) => {
  const { repo, merchantCode } = deps;

  const settingsOf = async (): Promise<Record<ProfileFieldName, FieldSetting>> => {
    const rows = new Map((await repo.fieldSettings(merchantCode)).map((row) => [row.field, row]));
    return Object.fromEntries(
      profileFieldNames.map((name, index) => {
        const row = rows.get(name);
        const fallback = profileFieldDefs[name].defaults;
        return [
          name,
          row
            ? {
                shown: Number(row.shown) === 1,
                required: Number(row.required) === 1,
                lockOnceSet: Number(row.lock_once_set) === 1,
                sortOrder: Number(row.sort_order),
              }
            : { ...fallback, sortOrder: index },
        ];
      }),
    ) as Record<ProfileFieldName, FieldSetting>;
  };

  const ruleOf = (name: ProfileFieldName, settings: RegisterSettings, required: boolean): FieldRule => {
    const def = profileFieldDefs[name];
    const registered = def.registerField ? settings.rules[def.registerField] : undefined;
    return { ...(registered ?? def.builtin), enabled: true, required };
  };

  const profileOf = (row: Personal): Record<string, string> => {
    try {
      return row.profile ? (JSON.parse(row.profile) as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const valueOf = (row: Personal, name: ProfileFieldName): string | null => {
    const store = profileFieldDefs[name].store;
    if ('column' in store) return row[store.column] || null;
    const value = profileOf(row)[store.profileKey];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const lockOf = (name: ProfileFieldName, setting: FieldSetting, value: string | null, banked: boolean) => {
    if (value === null) return null;
    if (name === 'realName' && banked) return 'bank' as const;
    return setting.lockOnceSet ? ('set' as const) : null;
  };

  const view = async (memberId: number): Promise<ProfileValue> => {
    const [row, settings, register, banked] = await Promise.all([
      repo.personal(memberId),
      settingsOf(),
      deps.registerSettings(),
      repo.hasBankAccount(memberId),
    ]);
    if (!row) throw new AppError('not_found', 'No such member');
    const fields: ProfileField[] = profileFieldNames
      .filter((name) => settings[name].shown)
      .sort((a, b) => settings[a].sortOrder - settings[b].sortOrder)
      .map((name) => {
        const rule = ruleOf(name, register, settings[name].required);
        const value = valueOf(row, name);
        return {
          name,
          value,
          required: settings[name].required,
          locked: lockOf(name, settings[name], value, banked),
          patternId: rule.patternId,
          minLength: rule.minLength,
          maxLength: rule.maxLength,
        };
      });
    return {
      fields,
      mobile: row.mobile ? maskMobile(row.mobile) : null,
      email: row.email,
      minimumAge: register.minimumAge,
    };
  };

  /** The checked value to store ('' clears an optional field). */
  const checked = (name: ProfileFieldName, typed: string, rule: FieldRule, register: RegisterSettings) => {
    const violation = checkFieldRule(typed, rule);
    if (violation) throw invalid(name, typed === '' ? 'required' : 'pattern', rule);
    if (name === 'birthday' && typed !== '') {
      const born = parseBirthday(typed, rule.patternId);
      const today = deps.clock();
      if (!born || born.getTime() > today.getTime()) throw invalid(name, 'pattern', rule);
      if (ageOn(born, today) < register.minimumAge) {
        throw new AppError('under_age', `You must be at least ${register.minimumAge} years old`);
      }
    }
    return typed;
  };

  const save = async (
    memberId: number,
    body: ProfileSaveBody,
    actor: 'member' | 'operator' = 'member',
  ): Promise<ProfileValue> => {
    const [settings, register] = await Promise.all([settingsOf(), deps.registerSettings()]);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await lockMemberRow(trx, memberId))) throw new AppError('not_found', 'No such member');
      const row = (await repo.personal(memberId, trx))!;
      const banked = await repo.hasBankAccount(memberId, trx);
      const profile = profileOf(row);
      const columns: { nickname?: string; payee_name?: string | null } = {};
      const changed: ProfileFieldName[] = [];
      for (const name of profileFieldNames) {
        const typed = body.values[name];
        if (typed === undefined) continue;
        const setting = settings[name];
        const current = valueOf(row, name);
        if (typed === (current ?? '')) {
          // Unchanged, but a required field the form leaves empty is still refused.
          if (typed === '' && actor === 'member' && setting.shown && setting.required) {
            throw invalid(name, 'required', ruleOf(name, register, true));
          }
          continue;
        }
        if (actor === 'member') {
          if (!setting.shown) throw new AppError('field_not_editable', `${name} cannot be changed here`);
          if (lockOf(name, setting, current, banked)) {
            throw new AppError('field_locked', `${name} is locked; customer service can change it`, {
              value: { field: name },
            });
          }
        }
        const required = actor === 'member' && setting.required;
        const value = checked(name, typed, ruleOf(name, register, required || name === 'nickname'), register);
        const store = profileFieldDefs[name].store;
        if ('column' in store) {
          if (store.column === 'nickname') columns.nickname = value;
          else columns.payee_name = value === '' ? null : value;
        } else if (value === '') delete profile[store.profileKey];
        else profile[store.profileKey] = value;
        changed.push(name);
      }
      if (changed.length === 0) return;
      await repo.writePersonal(trx, memberId, { ...columns, profile: JSON.stringify(profile) });
      await repo.recordChanges(trx, memberId, changed, actor, deps.clock().toISOString());
    });
    return view(memberId);
  };

  return {
    view,
    save,
    settingsOf,
    valueOf: async (memberId: number, name: ProfileFieldName) => {
      const row = await repo.personal(memberId);
      return row ? valueOf(row, name) : null;
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
