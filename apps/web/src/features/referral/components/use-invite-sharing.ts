import { useEffect, useRef, useState, type RefObject } from 'react';

/** What the last Copy did: nothing yet, put the link on the clipboard, or selected it for a manual copy. */
export type CopyOutcome = 'idle' | 'copied' | 'selected';

/** How long "Copied" stays before the button offers to copy again. */
const confirmationMs = 4000;

export interface InviteSharing {
  outcome: CopyOutcome;
  copy: () => Promise<void>;
  /** False where the Web Share API is missing (most desktop browsers): the Share button stays hidden. */
  canShare: boolean;
  share: () => Promise<void>;
}

/**
 * Copy and share of the invite link, shared by the hero card and the empty invitee list so both
 * show the same confirmation. `fieldRef` is the read-only link field: the fallback selects its text.
 */
export const useInviteSharing = (
  link: string,
  message: { title: string; text: string },
  fieldRef: RefObject<HTMLInputElement | null>,
): InviteSharing => {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const selectField = () => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.select();
  };

  const copy = async () => {
    window.clearTimeout(resetTimer.current);
    try {
      // Missing on an insecure origin and in older browsers; refused when the page lacks permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
      resetTimer.current = window.setTimeout(() => setOutcome('idle'), confirmationMs);
    } catch {
      // The member can still copy it by hand: the whole link is selected and the status says how.
      selectField();
      setOutcome('selected');
    }
  };

  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: message.title, text: message.text, url: link });
    } catch {
      // The member closed the share sheet, or the browser refused: nothing went wrong to report.
    }
  };

  return { outcome, copy, canShare, share };
};
