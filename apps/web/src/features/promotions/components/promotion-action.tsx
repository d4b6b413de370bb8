import type { Promotion } from '@gp/contract/promotions';
import { Button, buttonClassName } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import type { PromotionActions } from './use-promotion-action';
import styles from './promotions.module.css';

/**
 * What a member can do with a promotion now (spec 4.10): join, claim (with the amount) or apply, or the
 * status in words. A guest is asked to log in.
 */
export const PromotionAction = ({
  promotion: p,
  actions,
}: {
  promotion: Promotion;
  actions: PromotionActions;
}) => {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.isLogin && !state.isTrial);
  const busy = actions.busy === p.id;
  if (p.status === 'claim' || p.status === 'join') {
    if (!loggedIn)
      return (
        <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
          {t('rewards.log_in_to_join')}
        </Link>
      );
    const action = p.status === 'claim' ? 'claim' : p.kind === 'APPLY' ? 'apply' : 'join';
    return (
      <Button
        variant={action === 'claim' ? 'primary' : 'secondary'}
        disabled={actions.busy !== null}
        aria-busy={busy}
        onClick={() => void actions.run(p, action)}
      >
        {action === 'claim'
          ? t('rewards.action_claim', { amount: formatMoney(p.claimable ?? '0') })
          : t(`rewards.action_${action}`)}
      </Button>
    );
  }
  return (
    <span className={`${styles.status} ${styles[`status_${p.status}`] ?? ''}`}>
      {t(`rewards.status_${p.status}`)}
    </span>
  );
};
