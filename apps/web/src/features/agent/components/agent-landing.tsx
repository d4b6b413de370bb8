import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { LanguageSwitch } from '../../../components/language-switch';
import { openCustomerService } from '../../../lib/customer-service';
import { useSiteInfo } from '../../../lib/site-store';
import styles from './agent.module.css';

/**
 * /agent: marketing text and the agent login form (passed in by the route: the auth feature's login
 * with portal 'agent'); no header or footer (spec 2.1), so the language switch sits beside the brand.
 */
export const AgentLanding = ({ loginForm }: { loginForm: ReactNode }) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const brand = t('brand_name');
  return (
    <main id="main" className={styles.landing}>
      <section className={styles.pitch} aria-labelledby="agent-title">
        <div className={styles.pitchTop}>
          <Link to="/" className={styles.brand} title={t('agent_back_to_site')}>
            <span className={styles.brandMark} aria-hidden="true">
              <Icon name="crown" size={20} />
            </span>
            {brand}
          </Link>
          <LanguageSwitch id="agent-language" />
        </div>
        <span className={styles.eyebrow}>{t('agent_landing_eyebrow')}</span>
        <h1 id="agent-title" className={styles.title}>
          {t('agent_landing_title')}
        </h1>
        <p className={styles.text}>{t('agent_landing_text')}</p>
        <ul className={styles.points}>
          {(['agent_landing_point_1', 'agent_landing_point_2', 'agent_landing_point_3'] as const).map(
            (key) => (
              <li key={key} className={styles.point}>
                <Icon name="shield" />
                {t(key)}
              </li>
            ),
          )}
        </ul>
      </section>
      <section className={styles.formArea} aria-labelledby="agent-login-title">
        <div className={styles.formCard}>
          <h2 id="agent-login-title" className={styles.formTitle}>
            {t('agent_login_title')}
          </h2>
          <p className={styles.formText}>{t('agent_login_text')}</p>
          {loginForm}
          <Button variant="ghost" block onClick={() => openCustomerService(info.customerService)}>
            <Icon name="headset" />
            {t('startup_customer_service')}
          </Button>
        </div>
      </section>
    </main>
  );
};
