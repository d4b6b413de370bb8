import { useQuery } from '../../../lib/query';
import DOMPurify from 'dompurify';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation } from '../../../lib/router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { Skeleton } from '../../../components/skeleton';
import { packOf } from '../../../i18n/i18n';
import { helpCenterQuery } from '../api/help-center';
import styles from './help-centre.module.css';

/** Operator HTML is sanitized on save by the server and again here at render time. */
const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });

/** Help centre (spec 2.1 /help): sections with anchors (#term, #terms, #privacy), scrolled to the hash. */
export const HelpCentre = () => {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const query = useQuery(helpCenterQuery(packOf(i18n.language)));
  const sections = useMemo(
    () => query.data?.sections.map((section) => ({ ...section, html: sanitize(section.content) })) ?? [],
    [query.data],
  );
  const active = decodeURIComponent(hash.replace(/^#/, ''));

  useEffect(() => {
    if (!active || sections.length === 0) return;
    const target = document.getElementById(active);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [active, sections]);

  return (
    <PageFrame title={t('help_title')}>
      {query.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={32} width="40%" />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      ) : query.isError ? (
        <EmptyState title={t('network_abnormal')} icon="globe">
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </EmptyState>
      ) : sections.length === 0 ? (
        <EmptyState title={t('help_empty')} />
      ) : (
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label={t('help_contents')}>
            <h2 className={styles.tocTitle}>{t('help_contents')}</h2>
            {sections.map((section) => (
              <Link
                key={section.anchor}
                to={{ hash: section.anchor }}
                className={styles.tocLink}
                aria-current={section.anchor === active ? 'true' : undefined}
              >
                {section.title}
              </Link>
            ))}
          </nav>
          <div className={styles.articles}>
            {sections.map((section) => (
              <article
                key={section.anchor}
                id={section.anchor}
                className={styles.article}
                tabIndex={-1}
                aria-labelledby={`${section.anchor}-title`}
              >
                <h2 id={`${section.anchor}-title`}>{section.title}</h2>
                <div className={styles.content} dangerouslySetInnerHTML={{ __html: section.html }} />
              </article>
            ))}
          </div>
        </div>
      )}
    </PageFrame>
  );
};
