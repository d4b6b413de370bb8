import { useTranslation } from '../../../../i18n/use-translation';
import { Modal } from '../../../../components/modal';
import { FishSprite } from './fish-sprite';
import type { FishingRules } from './fishing-rules';
import gameStyles from '../demo-game.module.css';

/** How the pond pays: each species' multiplier and catch chance (rtp / multiplier), and the RTP. */
export const FishingRulesDialog = ({ rules, onClose }: { rules: FishingRules; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('fishing.rules.title')} onClose={onClose} size="md" icon="ticket">
      <div className={gameStyles.rules}>
        <p>{t('fishing.rules.summary')}</p>
        <table className={gameStyles.paytable}>
          <thead>
            <tr>
              <th scope="col">{t('fishing.rules.species')}</th>
              <th scope="col">{t('fishing.rules.pays')}</th>
              <th scope="col">{t('fishing.rules.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.species.map((fish) => (
              <tr key={fish.species}>
                <th scope="row">
                  <FishSprite species={fish.species} className={gameStyles.payIcon} />
                  {t(`fishing.species.${fish.species}`)}
                </th>
                <td>×{fish.multiplier}</td>
                <td>{t('fishing.rules.one_in', { n: (fish.multiplier / (rules.rtp / 100)).toFixed(1) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={gameStyles.rtp}>{t('fishing.rules.fair', { rtp: rules.rtp.toFixed(2) })}</p>
        <p className={gameStyles.note}>{t('fishing.rules.volleys')}</p>
      </div>
    </Modal>
  );
};
