import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '../../../components/modal';
import { SlotSymbol } from './slot-symbol';
import type { SlotRules } from './slot-rules';
import styles from './demo-game.module.css';

/** A payline drawn as a small rows x reels grid with its cells marked. */
const PaylineMap = ({ rows, reels, line }: { rows: number; reels: number; line: readonly number[] }) => (
  <div className={styles.lineMap} aria-hidden="true">
    {Array.from({ length: rows }, (_, row) =>
      Array.from({ length: reels }, (_, reel) => (
        <span key={`${row}-${reel}`} data-on={line[reel] === row ? '' : undefined} />
      )),
    )}
  </div>
);

/** Paytable and rules: pays per symbol for 3, 4 and 5 in a row, the paylines and the RTP. */
export const PaytableDialog = ({ rules, onClose }: { rules: SlotRules; onClose: () => void }) => {
  const { t } = useTranslation();
  const rowNames = [t('play.rules.row_top'), t('play.rules.row_middle'), t('play.rules.row_bottom')];
  return (
    <Modal title={t('play.rules.title')} onClose={onClose} size="lg" icon="slots">
      <div className={styles.rules}>
        <p>
          {t('play.rules.summary', { lines: rules.paylines.length, reels: rules.reels, rows: rules.rows })}
        </p>
        <p>{t('play.rules.wild')}</p>
        <p className={styles.rtp}>{t('play.rules.rtp', { rtp: rules.rtp.toFixed(2) })}</p>
        <h3>{t('play.rules.paytable')}</h3>
        <table className={styles.paytable}>
          <caption className={styles.srOnly}>{t('play.rules.paytable_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('play.rules.symbol')}</th>
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(rules.paytable).map(([symbol, pays]) => (
              <tr key={symbol}>
                <th scope="row">
                  <span className={styles.payIcon}>
                    <SlotSymbol symbol={symbol} />
                  </span>
                  {t(`play.symbol.${symbol}`, { defaultValue: symbol })}
                </th>
                {pays.map((pay, index) => (
                  <td key={index}>{pay}×</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{t('play.rules.pays_note')}</p>
        <h3>{t('play.rules.paylines')}</h3>
        <ol className={styles.lineList}>
          {rules.paylines.map((line, index) => (
            <li key={index}>
              <PaylineMap rows={rules.rows} reels={rules.reels} line={line} />
              <span className={styles.srOnly}>
                {line.map((row) => rowNames[row] ?? String(row + 1)).join(', ')}
              </span>
              <span aria-hidden="true">{index + 1}</span>
            </li>
          ))}
        </ol>
      </div>
    </Modal>
  );
};
