import { useTranslation } from '../../../../i18n/use-translation';
import { Modal } from '../../../../components/modal';
import { formatMoney } from '../../../../lib/format';
import type { NiuNiuRules } from './niuniu-rules';
import gameStyles from '../demo-game.module.css';

/** How the Niu Niu table plays: seats, bulls, the comparison, the pay, limits and the RTP. */
export const NiuNiuRulesDialog = ({ rules, onClose }: { rules: NiuNiuRules; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('niuniu.rules.title')} onClose={onClose} size="md" icon="ticket">
      <div className={gameStyles.rules}>
        <p>{t('niuniu.rules.summary', { seconds: Math.round(rules.bettingMs / 1000) })}</p>
        <p>{t('niuniu.rules.bulls')}</p>
        <p>{t('niuniu.rules.compare')}</p>
        <p>
          {t('niuniu.rules.limits', {
            min: formatMoney(rules.limits.seat.min),
            max: formatMoney(rules.limits.seat.max),
            roundMax: formatMoney(rules.roundMax),
          })}
        </p>
        <p className={gameStyles.rtp}>{t('niuniu.rules.rtp', { rtp: rules.rtp.toFixed(1) })}</p>
      </div>
    </Modal>
  );
};
