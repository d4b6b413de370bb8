import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import styles from './records.module.css';

/** The first cells of a bet's row, settled or pending: when, which game (with its type), which provider. */
export const RoundCells = ({
  round,
  vendorName,
}: {
  round: { createdAt: string; gameName: string; gameType: string; vendorCode: string };
  vendorName: (code: string) => string;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <>
      <td data-label={t('play.col.time')}>{formatDateTime(round.createdAt, i18n.language)}</td>
      <td data-label={t('play.col.game')}>
        <span className={styles.gameName}>{round.gameName}</span>
        <span className={styles.gameType}>
          {t(`category_${round.gameType}`, { defaultValue: round.gameType })}
        </span>
      </td>
      <td data-label={t('play.col.vendor')}>{vendorName(round.vendorCode)}</td>
    </>
  );
};
