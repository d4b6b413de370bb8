import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import styles from './agent-pages.module.css';

/** The registration address that places a new player directly under the agent (spec 4.4 referralCode). */
export const affiliateLinkOf = (code: string, origin = window.location.origin) =>
  `${origin}/register?${new URLSearchParams({ referralCode: code }).toString()}`;

/**
 * The agent's affiliate link with a copy button; `extra` (a QR code on the open-account page) sits
 * beside it.
 */
export const AffiliateLink = ({ code, extra }: { code: string; extra?: ReactNode }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = affiliateLinkOf(code);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className={styles.card} aria-labelledby="affiliate-title">
      <h2 id="affiliate-title" className={styles.cardTitle}>
        {t('agent.link_title')}
      </h2>
      <p className={styles.hint}>{t('agent.link_text', { code })}</p>
      <div className={styles.linkBox}>
        <code className={styles.link}>{link}</code>
        <Button size="sm" variant="secondary" onClick={copy}>
          {t('agent.copy')}
        </Button>
        {extra}
      </div>
      {copied ? (
        <p role="status" className={styles.hint}>
          {t('agent.copied')}
        </p>
      ) : null}
    </section>
  );
};
