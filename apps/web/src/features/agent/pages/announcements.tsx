import { constants } from '@gp/contract/constants';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { OperatorContent } from '../../../components/operator-content';
import { Pager } from '../../../components/pager';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { useNavigate } from '../../../lib/router';
import { agentAnnouncementsQuery } from '../api/agent-queries';
import { ReportResult } from '../../../components/report-table';
import styles from '../components/agent-pages.module.css';
import local from './announcements.module.css';

const numbered = { range: constants.noticePageRange, margin: constants.noticeMarginPages };

/**
 * agentAnnouncement (spec 2.7): the operator's notices for agents and for everyone, newest first, 9 a
 * page, each with its date and whole content; a link to a page of this site opens in place.
 */
export const AnnouncementsPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const notices = useQuery(agentAnnouncementsQuery({ language: currentLanguage(), pageNum }));
  const openInPlace = (to: string) => void navigate(to);

  return (
    <section className={styles.card} aria-labelledby="agent-notices-title">
      <div className={styles.cardHead}>
        <h2 id="agent-notices-title" className={styles.cardTitle}>
          {t('agent.notices_label')}
        </h2>
      </div>
      <ReportResult query={notices}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState
              title={t('agent.notices_empty')}
              text={t('agent.notices_empty_text')}
              icon="bell"
              headingLevel={3}
            />
          ) : (
            <>
              <ol className={local.list}>
                {data.content.map((notice) => (
                  <li key={notice.id}>
                    <article className={local.notice} aria-labelledby={`agent-notice-${notice.id}`}>
                      <header className={local.head}>
                        <h3 id={`agent-notice-${notice.id}`} className={local.title}>
                          {notice.title}
                        </h3>
                        <p className={local.meta}>
                          <time dateTime={notice.publishedAt}>
                            {formatDateTime(notice.publishedAt, i18n.language)}
                          </time>
                          {notice.forAgents ? (
                            <span className={local.badge}>{t('agent.notice_for_agents')}</span>
                          ) : null}
                        </p>
                      </header>
                      <OperatorContent html={notice.content} onSiteLink={openInPlace} />
                    </article>
                  </li>
                ))}
              </ol>
              <Pager
                pageNum={data.pageNum}
                totalPages={data.totalPages}
                onChange={setPageNum}
                label={t('agent.notice_pages')}
                numbered={numbered}
              />
            </>
          )
        }
      </ReportResult>
    </section>
  );
};
