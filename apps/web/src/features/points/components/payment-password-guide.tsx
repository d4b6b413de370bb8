import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { FormAlert } from '../../../components/form-field';
import { Link } from '../../../lib/router';
import styles from './points.module.css';

/** Where a member sets its first payment password (the security centre's payment password action). */
const setPasswordPath = '/member?page=securityCenter';

/**
 * The withdraw page's guidance for a member without a payment password (payment_password_not_set),
 * shown instead of the password field: the same sentence, and the way to the page that sets one.
 */
export const PaymentPasswordGuide = () => {
  const { t } = useTranslation();
  return (
    <p className={styles.hint}>
      {t('payment_password_not_set')} <Link to={setPasswordPath}>{t('points.set_payment_password')}</Link>
    </p>
  );
};

/**
 * A refused redeem or conversion, translated (points_deposit_required with the amount still to
 * deposit); a refusal for want of a payment password links to where it is set.
 */
export const RefusalAlert = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  const noPassword = error instanceof ApiError && error.code === 'payment_password_not_set';
  return (
    <FormAlert>
      {errorText(t, error)}{' '}
      {noPassword ? (
        <Link to={setPasswordPath} className={styles.alertLink}>
          {t('points.set_payment_password')}
        </Link>
      ) : null}
    </FormAlert>
  );
};
