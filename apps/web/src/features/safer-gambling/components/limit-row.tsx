import { sessionLimitChoices, type Limit } from '@gp/contract/safer-gambling';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { MoneyProgress } from '../../../components/money-progress';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { decidePending, setLimit } from '../api/safer-gambling-queries';
import styles from './safer-gambling.module.css';
import { ActionOutcome, useSaferAction } from './use-safer-action';

/**
 * One limit: what is in force and used, a form to change it, and a raise or removal waiting its 24
 * hours (confirm once due, or keep the current limit).
 */
export const LimitRow = ({ limit }: { limit: Limit }) => {
  const { t, i18n } = useTranslation();
  const session = limit.kind === 'SESSION';
  const [value, setValue] = useState(limit.amount ?? '');
  const { busy, status, error, run } = useSaferAction();
  const kind = t(`safer.kind_${limit.kind}`);
  const period = session ? kind : t(`safer.period_${limit.period}`);
  const show = (amount: string | null) =>
    amount === null
      ? t('safer.no_limit')
      : session
        ? t('safer.minutes', { count: amount })
        : formatMoney(amount);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const fieldLabel = session
    ? t('safer.new_session_limit')
    : t('safer.new_limit', { period: period.toLowerCase(), kind: kind.toLowerCase() });

  const save = (amount: string | number | null) =>
    run(
      () => setLimit({ kind: limit.kind, period: limit.period, amount } as Parameters<typeof setLimit>[0]),
      (answer) => {
        const now = answer.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
        if (amount === null) setValue('');
        return now?.pending ? t('safer.pending_saved') : t('safer.saved');
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === '') return;
    void save(session ? Number(value) : value.trim());
  };
  const decide = (action: 'confirm' | 'cancel') =>
    void run(
      () =>
        decidePending({ kind: limit.kind, period: limit.period, action } as Parameters<
          typeof decidePending
        >[0]),
      () => t(action === 'confirm' ? 'safer.confirmed' : 'safer.cancelled'),
    );

  return (
    <li className={styles.row}>
      <div className={styles.state}>
        <span className={styles.periodName}>{period}</span>
        <span className={styles.amount}>{show(limit.amount)}</span>
        {limit.byDefault ? <span className={styles.muted}>{t('safer.site_default')}</span> : null}
        {limit.ceiling !== null ? (
          <span className={styles.muted}>{t('safer.ceiling', { amount: show(limit.ceiling) })}</span>
        ) : null}
        {limit.used !== null && limit.amount !== null ? (
          <>
            <MoneyProgress
              tone="limit"
              label={t('safer.used_label', { period, kind: kind.toLowerCase() })}
              done={limit.used}
              required={limit.amount}
            />
            <span className={styles.muted}>
              {t('safer.used', { used: formatMoney(limit.used), limit: formatMoney(limit.amount) })}
              {limit.resetsAt ? ` · ${t('safer.resets', { date: date(limit.resetsAt) })}` : null}
            </span>
          </>
        ) : null}
      </div>
      <form className={styles.form} onSubmit={submit}>
        {session ? (
          <SelectField label={fieldLabel} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">{t('safer.choose')}</option>
            {sessionLimitChoices.map((m) => (
              <option key={m} value={String(m)}>
                {m % 60 === 0 ? t('safer.hours', { count: m / 60 }) : t('safer.minutes', { count: m })}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={fieldLabel}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        <Button type="submit" disabled={busy || value === ''} aria-busy={busy}>
          {t('safer.save')}
        </Button>
        {limit.amount !== null ? (
          <Button variant="ghost" disabled={busy} onClick={() => void save(null)}>
            {t('safer.remove')}
          </Button>
        ) : null}
      </form>
      {limit.pending ? (
        <div className={styles.pending}>
          <p>
            {limit.pending.amount === null
              ? t('safer.pending_removal', { date: date(limit.pending.effectiveAt) })
              : t('safer.pending_raise', {
                  amount: show(limit.pending.amount),
                  date: date(limit.pending.effectiveAt),
                })}
          </p>
          <Button size="sm" disabled={busy || !limit.pending.confirmable} onClick={() => decide('confirm')}>
            {t('safer.confirm')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide('cancel')}>
            {t('safer.keep')}
          </Button>
        </div>
      ) : null}
      <ActionOutcome status={status} error={error} />
    </li>
  );
};
