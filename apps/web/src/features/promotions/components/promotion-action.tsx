import type { Promotion } from '@gp/contract/promotions';
import { Button, buttonClassName } from '../../../components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import { useUiStore } from '../../../lib/ui-store';
import type { PromotionActions } from './use-promotion-action';
import styles from './promotions.module.css';

/**
 * What a member can do with a promotion now (spec 4.10): join, claim (with the amount) or apply, or the
 * status in words. A guest is asked to log in; a trial user is offered a real account (spec 6).
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
  const isTrial = useSessionStore((state) => state.isLogin && state.isTrial);
  const offerRealAccount = useUiStore((state) => state.setRealAccountPrompt);
  const busy = actions.busy === p.id;
  if (p.status === 'claim' || p.status === 'join') {
    if (isTrial)
      return (
        <Button variant="secondary" onClick={() => offerRealAccount(true)}>
          {t('rewards.real_account_to_join')}
        </Button>
      );
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
      {t(
        p.kind === 'CASHBACK' && p.status === 'joined'
          ? 'rewards.status_joined_cashback'
          : `rewards.status_${p.status}`,
      )}
    </span>
  );
};
