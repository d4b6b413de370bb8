import type { ExportableReport } from '@gp/contract/agent-reports';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-field';
import { Icon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/use-translation';
import type { QueryValue } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { downloadReport } from '../api/agent-queries';
import styles from './agent-pages.module.css';

/** Downloads the report as a CSV file with the filters on screen (every page of it). */
export const CsvButton = ({
  report,
  filters,
}: {
  report: ExportableReport;
  filters: Record<string, QueryValue>;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadReport(report, filters);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.csv}>
      <Button size="sm" variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        <Icon name="download" size={16} />
        {busy ? t('agent.csv_busy') : t('agent.csv')}
      </Button>
      {error ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
    </div>
  );
};
