import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { lazyChunk } from '../../../lib/load-chunk';

const NoticeListDialog = lazyChunk(() =>
  import('./notice-list-dialog').then((m) => ({ default: m.NoticeListDialog })),
);

/**
 * The header's notice bell (spec 2.4, always shown): opens the notice list dialog (spec 2.5). Focus
 * returns to the bell when the list closes.
 */
export const NoticeBell = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) bell.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <Button
        ref={bell}
        variant="icon"
        aria-label={t('header_notices')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="bell" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NoticeListDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
