import { useQuery } from '../../../lib/query';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadingRows } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { openedHistoryQuery } from '../api/lottery-queries';
import { ResultBalls } from './result-balls';
import styles from './lottery.module.css';

/** The game's opened numbers, newest first; reloads when a new draw has opened. */
export const OpenedHistory = ({
  gameCode,
  lastDrawNo,
}: {
  gameCode: string;
  lastDrawNo: number | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const history = useQuery(openedHistoryQuery(gameCode, lastDrawNo));
  return (
    <section className={styles.panel} aria-labelledby="lottery-history-title">
      <h2 id="lottery-history-title" className={styles.panelTitle}>
        {t('lottery.history_title')}
      </h2>
      {history.isPending ? (
        <LoadingRows rows={4} />
      ) : history.isError ? (
        <p className={styles.error} role="alert">
          {t('lottery.load_failed')}
        </p>
      ) : history.data.list.length === 0 ? (
        <p className={styles.hint}>{t('lottery.history_empty')}</p>
      ) : (
        <ol className={styles.history}>
          {history.data.list.map((draw) => (
            <li key={draw.drawNo}>
              <span>
                <span className={styles.mono}>{draw.issue}</span>
                <small className={styles.muted}>{formatDateTime(draw.drawAt, i18n.language)}</small>
              </span>
              <ResultBalls
                size="sm"
                result={draw.result}
                label={t('lottery.result_label', { result: draw.result, issue: draw.issue })}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
