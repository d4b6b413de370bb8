import {
  selfExclusionLengths,
  timeOutLengths,
  type Exclusion,
  type ExclusionBody,
  type ExclusionKind,
} from '@gp/contract/safer-gambling';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Checkbox, FormAlert, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLogoutAndGo } from '../../auth/hooks/use-logout-and-go';
import { takeExclusion } from '../api/safer-gambling-queries';
import styles from './safer-gambling.module.css';

const lengthsOf = { TIME_OUT: timeOutLengths, SELF_EXCLUSION: selfExclusionLengths } as const;

/** The end of a break, then logout: the server has already ended every session. */
const BreakTaken = ({ exclusion }: { exclusion: Exclusion }) => {
  const { t, i18n } = useTranslation();
  const { busy, logoutAndGo } = useLogoutAndGo(() => undefined);
  return (
    <Modal
      title={t('safer.break_taken_title')}
      icon="shield"
      dismissible={false}
      onClose={() => undefined}
      actions={
        <Button disabled={busy} aria-busy={busy} onClick={() => void logoutAndGo('/')}>
          {t('safer.break_done')}
        </Button>
      }
    >
      <p>{t('safer.break_taken', { date: formatDateTime(exclusion.endsAt, i18n.language) })}</p>
    </Modal>
  );
};

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): the login password (when
 * the account has one) and an explicit acknowledgement confirm it; nothing lifts it early.
 */
export const BreakPanel = ({ passwordRequired }: { passwordRequired: boolean }) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ExclusionKind>('TIME_OUT');
  const [length, setLength] = useState<string>(timeOutLengths[0]);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState<Exclusion | null>(null);

  const chooseKind = (next: ExclusionKind) => {
    setKind(next);
    setLength(lengthsOf[next][0]);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setTaken(
        await takeExclusion({ kind, length, ...(passwordRequired ? { password } : {}) } as ExclusionBody),
      );
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="break-title">
      <div className={styles.cardHead}>
        <h2 id="break-title" className={styles.cardTitle}>
          {t('safer.tab_break')}
        </h2>
        <p className={styles.muted}>{t('safer.break_intro')}</p>
      </div>
      <form className={styles.stack} onSubmit={(e) => void submit(e)}>
        <SelectField
          label={t('safer.break_kind')}
          value={kind}
          onChange={(e) => chooseKind(e.target.value as ExclusionKind)}
        >
          <option value="TIME_OUT">{t('safer.break_TIME_OUT')}</option>
          <option value="SELF_EXCLUSION">{t('safer.break_SELF_EXCLUSION')}</option>
        </SelectField>
        <SelectField
          label={t('safer.break_length')}
          value={length}
          onChange={(e) => setLength(e.target.value)}
        >
          {lengthsOf[kind].map((l) => (
            <option key={l} value={l}>
              {t(`safer.length_${l}`)}
            </option>
          ))}
        </SelectField>
        <p className={styles.warning}>{t(`safer.break_${kind}_warning`)}</p>
        {passwordRequired ? (
          <TextField
            label={t('safer.break_password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : null}
        <Checkbox
          label={t('safer.break_understand')}
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div>
          <Button
            type="submit"
            disabled={busy || !understood || (passwordRequired && password === '')}
            aria-busy={busy}
          >
            {t('safer.break_submit')}
          </Button>
        </div>
      </form>
      {taken ? <BreakTaken exclusion={taken} /> : null}
    </section>
  );
};
