import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { customerServiceUrl, openCustomerService } from '../../../lib/customer-service';
import { useSiteInfo } from '../../../lib/site-store';
import styles from '../components/agent-pages.module.css';

/** The agent menu's customer service (spec 2.7): the merchant's live support, in a new tab. */
export const CustomerServicePage = () => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const entries = info.customerService;
  if (customerServiceUrl(entries) === null) {
    return <EmptyState title={t('agent.cs_none')} icon="headset" headingLevel={2} />;
  }
  return (
    <section className={styles.card} aria-labelledby="cs-title">
      <h2 id="cs-title" className={styles.cardTitle}>
        {t('agent.cs_title')}
      </h2>
      <p className={styles.hint}>{t('agent.cs_text')}</p>
      <div>
        <Button onClick={() => openCustomerService(entries)}>{t('agent.cs_open')}</Button>
      </div>
    </section>
  );
};
