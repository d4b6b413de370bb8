import { constants } from '@gp/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { useAnnouncements } from '../../../lib/announcements';
import styles from './notice-list-dialog.module.css';

const pageSize = constants.noticePageSize;
const numbered = { range: constants.noticePageRange, margin: constants.noticeMarginPages };

/**
 * The notice list of spec 2.5 and 3 (id, title): the player notices of the announcements answer (the
 * same cached answer as the lobby's marquee), 9 per page with the numbered pager of spec 9.
 */
export const NoticeListDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const query = useAnnouncements();
  const [pageNum, setPageNum] = useState(1);
  const notices = query.data?.player ?? [];
  const totalPages = Math.max(1, Math.ceil(notices.length / pageSize));
  const page = Math.min(pageNum, totalPages);

  const body = () => {
    if (query.isPending) {
      return (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')} role="status">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </div>
      );
    }
    if (query.isError) {
      return (
        <EmptyState title={t('notices_error')} icon="warning" headingLevel={3}>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </EmptyState>
      );
    }
    if (notices.length === 0) {
      return (
        <EmptyState title={t('notices_empty')} text={t('notices_empty_text')} icon="bell" headingLevel={3} />
      );
    }
    return (
      <>
        <ul className={styles.list}>
          {notices.slice((page - 1) * pageSize, page * pageSize).map((notice) => (
            <li key={notice.id} className={styles.item}>
              <span className={styles.icon} aria-hidden="true">
                <Icon name="bell" size={16} />
              </span>
              <span className={styles.title}>{notice.title}</span>
            </li>
          ))}
        </ul>
        <Pager
          pageNum={page}
          totalPages={totalPages}
          onChange={setPageNum}
          label={t('notices_pages')}
          numbered={numbered}
        />
      </>
    );
  };

  return (
    <Modal title={t('header_notices')} icon="bell" size="md" onClose={onClose}>
      {body()}
    </Modal>
  );
};
