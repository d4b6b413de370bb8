import type { ProfileField, ProfileValue } from '@gp/contract/my-account';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useQueryClient } from '../../../lib/query';
import { loadMember } from '../../auth/session-actions';
import { profileQuery, saveProfile } from '../api';
import { fieldFailure } from '../field-error';
import styles from './account.module.css';

/** The input of one personal field: a date picker for a yyyy-MM-dd birthday, else text. */
const inputKind = (field: ProfileField) =>
  field.name === 'birthday' && field.patternId === 17
    ? { type: 'date' }
    : {
        type: 'text',
        maxLength: field.maxLength,
        placeholder: field.name === 'birthday' ? 'MM-DD-YYYY' : undefined,
      };

/**
 * The personal fields of spec 3 the merchant shows (issue 18): required ones marked, locked ones read
 * only with the reason; one save checks them all on the server with registration's rules.
 */
export const PersonalDetails = ({ profile }: { profile: ProfileValue }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const initial = () => Object.fromEntries(profile.fields.map((f) => [f.name, f.value ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setSaved(false);
    try {
      const editable = profile.fields.filter((f) => !f.locked);
      const next = await saveProfile({
        values: Object.fromEntries(editable.map((f) => [f.name, values[f.name] ?? ''])),
      });
      client.setQueryData(profileQuery().queryKey, next);
      setValues(Object.fromEntries(next.fields.map((f) => [f.name, f.value ?? ''])));
      setSaved(true);
      // The header shows the nickname.
      await loadMember().catch(() => undefined);
    } catch (error) {
      const { field, text } = fieldFailure(t, error);
      if (field) setErrors({ [field]: text });
      else setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="personal-title"
    >
      <div className={styles.grid}>
        {profile.fields.map((field) => {
          const label = `${t(`account.field_${field.name}`)}${field.required ? ' *' : ''}`;
          return (
            <div key={field.name}>
              <TextField
                label={label}
                value={values[field.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                readOnly={field.locked !== null}
                aria-required={field.required || undefined}
                error={errors[field.name]}
                {...inputKind(field)}
              />
              {field.locked ? <p className={styles.hint}>{t(`account.locked_${field.locked}`)}</p> : null}
            </div>
          );
        })}
      </div>
      <p className={styles.hint}>{t('account.required_note')}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {saved ? (
        <p role="status" className={styles.success}>
          {t('account.saved')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
};
