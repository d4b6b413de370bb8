import type { AnnouncementItem } from '@gp/contract/announcements';
import { constants } from '@gp/contract/constants';
import * as Tabs from '../../../components/tabs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Pager } from '../../../components/pager';
import { OperatorContent } from '../../../components/operator-content';
import styles from './announcement-popup.module.css';

interface AnnouncementPopupProps {
  /** The popups to show, in the server's order (at least one). */
  items: readonly AnnouncementItem[];
  /** Closed by the close button, Escape or a click outside. */
  onClose: () => void;
  /** The 'go to promotions' button of an item with a promotionType. */
  onPromotions: () => void;
  /** A link of the content to a page of this site (path, query and hash): opened in place. */
  onSiteLink: (to: string) => void;
}

const pageSize = constants.announcementPageSize;
const numbered = { range: constants.noticePageRange, margin: constants.noticeMarginPages };

/** The chosen item's content: operator HTML, sanitized again here, and its promotions button. */
const Detail = ({
  item,
  onPromotions,
  onSiteLink,
}: {
  item: AnnouncementItem;
  onPromotions: () => void;
  onSiteLink: (to: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <OperatorContent html={item.content} onSiteLink={onSiteLink} />
      {item.promotionType ? (
        <div className={styles.detailActions}>
          <Button onClick={onPromotions}>
            <Icon name="promo" size={18} />
            {t('popup_go_promotions')}
          </Button>
        </div>
      ) : null}
    </>
  );
};

/**
 * The announcement popup of spec 2.5: the titles as a paginated list (9 per page, numbered pager with
 * page range 5 and 1 margin page, spec 9) beside the chosen item's title and content. One popup needs
 * no list: the dialog is that item, titled by it. Turning a page shows the first item of that page.
 */
export const AnnouncementPopup = ({ items, onClose, onPromotions, onSiteLink }: AnnouncementPopupProps) => {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(() => String(items[0]!.id));
  const [pageNum, setPageNum] = useState(1);

  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(pageNum, totalPages);
  const pageItems = items.slice((page - 1) * pageSize, page * pageSize);
  const selected = items.find((item) => String(item.id) === selectedId) ?? pageItems[0]!;

  if (items.length === 1) {
    return (
      <Modal title={selected.title} icon="promo" size="md" onClose={onClose} queued>
        <div className={styles.single}>
          <Detail item={selected} onPromotions={onPromotions} onSiteLink={onSiteLink} />
        </div>
      </Modal>
    );
  }

  const turnPage = (next: number) => {
    setPageNum(next);
    const first = items[(next - 1) * pageSize];
    if (first) setSelectedId(String(first.id));
  };

  return (
    <Modal title={t('popup_title')} icon="promo" size="wide" onClose={onClose} queued>
      <Tabs.Root
        className={styles.split}
        orientation="vertical"
        value={String(selected.id)}
        onValueChange={setSelectedId}
      >
        <div className={styles.listPane}>
          <Tabs.List className={styles.list} aria-label={t('popup_list')}>
            {pageItems.map((item) => (
              <Tabs.Trigger key={item.id} value={String(item.id)} className={styles.tab}>
                <span className={styles.tabTitle}>{item.title}</span>
                <Icon name="chevronRight" size={16} className={styles.tabChevron} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Pager
            pageNum={page}
            totalPages={totalPages}
            onChange={turnPage}
            label={t('popup_pages')}
            numbered={numbered}
          />
        </div>
        <Tabs.Content value={String(selected.id)} className={styles.detail}>
          <h3 className={styles.detailTitle}>{selected.title}</h3>
          <Detail item={selected} onPromotions={onPromotions} onSiteLink={onSiteLink} />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
};
