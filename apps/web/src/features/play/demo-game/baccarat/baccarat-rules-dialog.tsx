import { useTranslation } from '../../../../i18n/use-translation';
import { Modal } from '../../../../components/modal';
import { formatMoney } from '../../../../lib/format';
import type { BaccaratRules } from './baccarat-rules';
import gameStyles from '../demo-game.module.css';

/** The baccarat's rules: the deal, the drawing rules in short, the pays, the limits. */
export const BaccaratRulesDialog = ({ rules, onClose }: { rules: BaccaratRules; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('baccarat.rules.title')} onClose={onClose} size="md" icon="ticket">
      <div className={gameStyles.rules}>
        <p>
          {t('baccarat.rules.summary', { seconds: Math.round(rules.bettingMs / 1000), decks: rules.decks })}
        </p>
        <p>{t('baccarat.rules.drawing')}</p>
        <p>{t('baccarat.rules.pays')}</p>
        <p>
          {t('baccarat.rules.limits', {
            mainMin: formatMoney(rules.limits.main.min),
            mainMax: formatMoney(rules.limits.main.max),
            sideMin: formatMoney(rules.limits.side.min),
            sideMax: formatMoney(rules.limits.side.max),
            roundMax: formatMoney(rules.roundMax),
          })}
        </p>
        <p className={gameStyles.rtp}>{t('baccarat.rules.rtp')}</p>
      </div>
    </Modal>
  );
};
