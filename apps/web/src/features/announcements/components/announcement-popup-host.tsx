import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import { useAnnouncements, useLoginStateKnown } from '../../../lib/announcements';
import { markPopupsClosed, readClosedPopups } from '../../../lib/closed-popups';
import { useAnyDialogOpen } from '../../../lib/open-dialogs';
import { lazyChunk } from '../../../lib/load-chunk';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';

// The dialog and its HTML sanitizer load only when there is a popup to show.
const AnnouncementPopup = lazyChunk(() =>
  import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);

interface AnnouncementPopupHostProps {
  /** Another dialog has the screen (login, after-login, password change): the popups wait for it. */
  paused?: boolean;
}

/**
 * One popup at a time (issue 14 item 8): the popups wait while any other dialog is open (counted by
 * lib/open-dialogs.ts) or about to open (`paused`), and never open over one.
 * Spec 4.9: once the login state is known (not while a stored session restores), the popups the server
 * chose for this session (guest B; member A, plus F at first login) that were not closed in this
 * browser session show in one dialog. Closing it, or following its promotions button, marks every popup
 * it showed as closed in session storage, so they do not show again; logging in later brings the
 * member's popups.
 */
export const AnnouncementPopupHost = ({ paused = false }: AnnouncementPopupHostProps) => {
  const navigate = useNavigate();
  const known = useLoginStateKnown();
  const { data } = useAnnouncements({ enabled: known });
  const otherDialogOpen = useAnyDialogOpen();
  // The dialog and its sanitizer load after the first screen has painted, not before it.
  const painted = useAfterFirstPaint();
  const [closed, setClosed] = useState(readClosedPopups);
  // Read again when the login state settles: a new tab is handed the closed popups of an open tab.
  const [knownBefore, setKnownBefore] = useState(known);
  if (known !== knownBefore) {
    setKnownBefore(known);
    setClosed(readClosedPopups());
  }
  const popups = useMemo(
    () => (data?.popup ?? []).filter((popup) => !closed.has(String(popup.id))),
    [data, closed],
  );

  if (!known || !painted || paused || otherDialogOpen || popups.length === 0) return null;

  const close = () => {
    markPopupsClosed(popups.map((popup) => popup.id));
    setClosed(readClosedPopups());
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup
        key={popups.map((popup) => popup.id).join('\n')}
        items={popups}
        onClose={close}
        onPromotions={() => {
          close();
          // Spec 2.5: the reward centre; a guest (or trial user), who has none, sees the offers.
          const { isLogin, isTrial } = useSessionStore.getState();
          void navigate(isLogin && !isTrial ? '/member?page=rewardCenter' : '/promotions');
        }}
        onSiteLink={(to) => {
          close();
          void navigate(to);
        }}
      />
    </Suspense>
  );
};
