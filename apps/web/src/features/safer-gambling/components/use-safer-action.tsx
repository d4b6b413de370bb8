import type { SaferGamblingValue } from '@gp/contract/safer-gambling';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQueryClient } from '../../../lib/query';
import { saferGamblingQuery } from '../api/safer-gambling-queries';
import styles from './safer-gambling.module.css';

/**
 * Runs one change of the safer-gambling page (a limit, a pending change, the reality check): the
 * answer is the whole page again and replaces it; the outcome shows as a status or an error.
 */
export const useSaferAction = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (
    action: () => Promise<SaferGamblingValue>,
    done: (value: SaferGamblingValue) => string,
  ) => {
    setBusy(true);
    setStatus(null);
    setError(null);
    try {
      const value = await action();
      client.setQueryData(saferGamblingQuery().queryKey, value);
      setStatus(done(value));
      return true;
    } catch (failure) {
      setError(errorText(t, failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, error, run };
};

/** An action's outcome under its form: the status announced politely, the error as an alert. */
export const ActionOutcome = ({ status, error }: { status: string | null; error: string | null }) => (
  <>
    {status ? (
      <p role="status" className={styles.muted}>
        {status}
      </p>
    ) : null}
    {error ? <FormAlert>{error}</FormAlert> : null}
  </>
);
