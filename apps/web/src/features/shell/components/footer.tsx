import type { GameType } from '@gp/contract/site';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { categoryPath } from '../../../lib/game-categories';
import { useSiteInfo } from '../../../lib/site-store';
import { visibleSocialChannels } from '../social';
import { SocialLink } from './social-link';
import styles from './footer.module.css';

/** Spec 2.4 footer vendor icons, drawn as text badges. */
export const footerVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

const helpLinks = [
  { hash: 'term', labelKey: 'footer_responsible_gaming' },
  { hash: 'terms', labelKey: 'footer_terms' },
  { hash: 'privacy', labelKey: 'footer_privacy' },
] as const;

export const Footer = ({ categories }: { categories: readonly GameType[] }) => {
  const { t } = useTranslation();
  const { site } = useSiteInfo();
  const socials = visibleSocialChannels(site.socialChannels);
  const products = categories.flatMap((category) => {
    const path = categoryPath(category);
    return path ? [{ category, path }] : [];
  });
  const brand = t('brand_name');

  return (
    <footer className={styles.footer} aria-label={t('footer_label')}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer_help')}
            </h2>
            <ul className={styles.list}>
              {helpLinks.map((link) => (
                <li key={link.hash}>
                  <Link to={{ pathname: '/help', hash: link.hash }} className={styles.link}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t('footer_products')}
            </h2>
            <ul className={styles.list}>
              {products.map((product) => (
                <li key={product.category}>
                  <Link to={product.path} className={styles.link}>
                    {t(`category_${product.category}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.heading}>
              {t('footer_follow_us')}
            </h2>
            <p className={styles.text}>
              {socials.length > 0 ? t('footer_follow_text') : t('footer_no_social')}
            </p>
            {socials.length > 0 ? (
              <ul className={styles.socials} aria-label={t('footer_social_media')}>
                {socials.map((channel) => (
                  <li key={channel.name}>
                    <SocialLink channel={channel} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <section className={styles.vendors} aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t('footer_vendors')}
          </h2>
          <ul className={styles.badges}>
            {footerVendors.map((vendor) => (
              <li key={vendor} className={styles.badge}>
                {vendor}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.legal}>
          <p className={styles.age}>
            <span className={styles.ageBadge} aria-hidden="true">
              {site.minimumAge}+
            </span>
            <span>{t('footer_responsible', { age: site.minimumAge })}</span>
          </p>
          <p>{t('footer_copyright', { year: new Date().getFullYear(), brand })}</p>
        </div>
      </div>
    </footer>
  );
};
