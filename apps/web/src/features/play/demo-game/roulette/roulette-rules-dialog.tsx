import { useTranslation } from '../../../../i18n/use-translation';
import { Modal } from '../../../../components/modal';
import { formatMoney } from '../../../../lib/format';
import type { RouletteRules } from './roulette-rules';
import gameStyles from '../demo-game.module.css';

const pays = [
  ['straight', '35:1'],
  ['split', '17:1'],
  ['street', '11:1'],
  ['corner', '8:1'],
  ['line', '5:1'],
  ['dozen_column', '2:1'],
  ['even_chance', '1:1'],
] as const;

/** The roulette's rules: how a round runs, what each bet pays, the table's limits and the RTP. */
export const RouletteRulesDialog = ({ rules, onClose }: { rules: RouletteRules; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal title={t('roulette.rules.title')} onClose={onClose} size="md" icon="ticket">
      <div className={gameStyles.rules}>
        <p>{t('roulette.rules.summary', { seconds: Math.round(rules.bettingMs / 1000) })}</p>
        <p>{t('roulette.rules.zero')}</p>
        <table className={gameStyles.paytable}>
          <caption className={gameStyles.srOnly}>{t('roulette.rules.pays_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('roulette.rules.bet')}</th>
              <th scope="col">{t('roulette.rules.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {pays.map(([kind, pay]) => (
              <tr key={kind}>
                <th scope="row">{t(`roulette.rules.kind.${kind}`)}</th>
                <td>{pay}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t('roulette.rules.limits', {
            insideMin: formatMoney(rules.limits.inside.min),
            insideMax: formatMoney(rules.limits.inside.max),
            outsideMin: formatMoney(rules.limits.outside.min),
            outsideMax: formatMoney(rules.limits.outside.max),
            roundMax: formatMoney(rules.roundMax),
          })}
        </p>
        <p className={gameStyles.rtp}>{t('roulette.rules.rtp', { rtp: rules.rtp.toFixed(2) })}</p>
      </div>
    </Modal>
  );
};
