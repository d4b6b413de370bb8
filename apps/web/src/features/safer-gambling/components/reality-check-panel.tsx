import { realityCheckChoices } from '@gp/contract/safer-gambling';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useQueryClient } from '../../../lib/query';
import { playSessionKey, setRealityCheck } from '../api/safer-gambling-queries';
import styles from './safer-gambling.module.css';
import { ActionOutcome, useSaferAction } from './use-safer-action';

/** The reality check's interval: a reminder of time played and net result while logged in. */
export const RealityCheckPanel = ({ minutes }: { minutes: number }) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(minutes));
  const { busy, status, error, run } = useSaferAction();
  const client = useQueryClient();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => setRealityCheck(Number(value)),
      () => {
        // The reminder's timer reads the interval from the session answer.
        void client.invalidateQueries({ queryKey: playSessionKey });
        return t('safer.reality_saved');
      },
    );
  };
  return (
    <section className={styles.card} aria-labelledby="reality-title">
      <div className={styles.cardHead}>
        <h2 id="reality-title" className={styles.cardTitle}>
          {t('safer.tab_reality')}
        </h2>
        <p className={styles.muted}>{t('safer.reality_intro')}</p>
      </div>
      <form className={styles.form} onSubmit={submit}>
        <SelectField
          label={t('safer.reality_label')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          {realityCheckChoices.map((m) => (
            <option key={m} value={String(m)}>
              {m === 0 ? t('safer.reality_off') : t('safer.minutes', { count: m })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('safer.save')}
        </Button>
      </form>
      <ActionOutcome status={status} error={error} />
    </section>
  );
};
