import { useTranslation } from '../../../../i18n/use-translation';
import { Modal } from '../../../../components/modal';
import { formatMoney } from '../../../../lib/format';
import type { CockfightRules } from './cockfight-rules';
import gameStyles from '../demo-game.module.css';

/** The cockfight's rules: how a fight runs, its odds and the draw, the limits and the RTP. */
export const CockfightRulesDialog = ({ rules, onClose }: { rules: CockfightRules; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('cockfight.rules.title')} onClose={onClose} size="md" icon="ticket">
      <div className={gameStyles.rules}>
        <p>{t('cockfight.rules.summary', { seconds: Math.round(rules.bettingMs / 1000) })}</p>
        <p>
          {t('cockfight.rules.draw', { pays: rules.drawPays, oneIn: Math.round(100 / rules.drawChance) })}
        </p>
        <p>
          {t('cockfight.rules.limits', {
            sideMin: formatMoney(rules.limits.side.min),
            sideMax: formatMoney(rules.limits.side.max),
            drawMin: formatMoney(rules.limits.draw.min),
            drawMax: formatMoney(rules.limits.draw.max),
            roundMax: formatMoney(rules.roundMax),
          })}
        </p>
        <p className={gameStyles.rtp}>{t('cockfight.rules.rtp', { rtp: rules.rtp.toFixed(0) })}</p>
      </div>
    </Modal>
  );
};
