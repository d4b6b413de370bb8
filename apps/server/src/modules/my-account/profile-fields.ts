import type { ProfileFieldName } from '@gp/contract/my-account';
import { patternCatalogue, type FieldRule } from '@gp/contract/patterns';
import type { RegisterFieldName } from '@gp/contract/system';

/**
 * The personal fields of spec 3 as data: where each is stored, which registration rule (spec 5) it
 * shares, its built-in rule when registration has none, and the merchant's default choice (shown,
 * required, locked once set) until the operator changes it (`profile field ...`).
 */
export interface ProfileFieldDef {
  /** The registration field whose rule (pattern, lengths) this field follows. */
  registerField?: RegisterFieldName;
  /** Where the value lives: a column of members, or a key of its profile JSON. */
  store: { column: 'nickname' | 'payee_name' } | { profileKey: string };
  builtin: FieldRule;
  defaults: { shown: boolean; required: boolean; lockOnceSet: boolean };
}

const text = (min: number, max: number, patternId: keyof typeof patternCatalogue = 1): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: patternCatalogue[patternId].pattern,
  patternId,
  minLength: min,
  maxLength: max,
});
const shown = (required = false, lockOnceSet = false) => ({ shown: true, required, lockOnceSet });
const hidden = { shown: false, required: false, lockOnceSet: false };

export const profileFieldDefs: Record<ProfileFieldName, ProfileFieldDef> = {
  nickname: { store: { column: 'nickname' }, builtin: text(2, 20), defaults: shown(true) },
  realName: {
    registerField: 'payeeName',
    store: { column: 'payee_name' },
    builtin: text(2, 100),
    defaults: shown(false, true),
  },
  birthday: {
    registerField: 'birthday',
    store: { profileKey: 'birthday' },
    builtin: text(10, 10, 17),
    defaults: shown(false, true),
  },
  address: { store: { profileKey: 'address' }, builtin: text(5, 200), defaults: shown() },
  nationality: { store: { profileKey: 'nationality' }, builtin: text(2, 60), defaults: shown() },
  occupation: { store: { profileKey: 'occupation' }, builtin: text(2, 60), defaults: shown() },
  sourceOfIncome: { store: { profileKey: 'sourceOfIncome' }, builtin: text(2, 60), defaults: shown() },
  idNumber: {
    registerField: 'idNumber',
    store: { profileKey: 'idNumber' },
    builtin: text(4, 64, 10),
    defaults: shown(false, true),
  },
  qq: { registerField: 'qqNum', store: { profileKey: 'qqNum' }, builtin: text(5, 15, 7), defaults: hidden },
  whatsapp: {
    registerField: 'whatsapp',
    store: { profileKey: 'whatsapp' },
    builtin: text(6, 20, 7),
    defaults: shown(),
  },
  facebook: {
    registerField: 'facebook',
    store: { profileKey: 'facebook' },
    builtin: text(2, 100),
    defaults: hidden,
  },
  telegram: { store: { profileKey: 'telegram' }, builtin: text(5, 32, 10), defaults: shown() },
  line: {
    registerField: 'line',
    store: { profileKey: 'line' },
    builtin: text(2, 100, 10),
    defaults: shown(),
  },
  zalo: { store: { profileKey: 'zalo' }, builtin: text(6, 20, 7), defaults: hidden },
  wechat: {
    registerField: 'wechat',
    store: { profileKey: 'wechat' },
    builtin: text(2, 100, 10),
    defaults: hidden,
  },
  skype: { store: { profileKey: 'skype' }, builtin: text(2, 100, 10), defaults: hidden },
};

export interface FieldSetting {
  shown: boolean;
  required: boolean;
  lockOnceSet: boolean;
  sortOrder: number;
}
