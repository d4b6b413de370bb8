import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from '../lib/scroll-lock';
import styles from './dialog-frame.module.css';

interface DialogFrameProps {
  /** The dialog box's own look (position, size, padding, background, z-index). */
  className?: string;
  /** Ids of the title and the description inside. */
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** Escape and a click outside close it; false for a forced step (they then do nothing). */
  dismissible?: boolean;
  onClose: () => void;
  children: ReactNode;
}

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches, in order (jsdom has no checkVisibility: every candidate counts there). */
const tabbablesIn = (box: HTMLElement): HTMLElement[] =>
  [...box.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => element.tabIndex >= 0 && (!('checkVisibility' in element) || element.checkVisibility()),
  );

/**
 * Focuses the first control that takes the focus, else the box. On opening it asks no computed
 * visibility: checkVisibility() just after the dialog's commit forced a layout of the whole page (40 ms
 * in a trace, issue 15); focus() on a hidden control simply does nothing, so the next one is tried.
 */
const focusFirstControl = (box: HTMLElement) => {
  for (const element of box.querySelectorAll<HTMLElement>(tabbableSelector)) {
    if (element.tabIndex < 0) continue;
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
  box.focus({ preventScroll: true });
};

/**
 * The open dialogs, innermost last: Escape and the page's hiding belong to the innermost. Ordered by
 * when each first rendered (a parent renders before the dialog it holds, but its effects run after).
 */
const openFrames: { box: HTMLElement; order: number }[] = [];
let renders = 0;
const innermost = () => openFrames.at(-1)?.box;
/** Body children hidden from assistive technology, with the aria-hidden each had before. */
const hidden = new Map<Element, string | null>();

/** Everything in the body but the innermost dialog's layer is aria-hidden while a dialog is open. */
const hideAllButInnermost = () => {
  for (const [element, before] of hidden) {
    if (before === null) element.removeAttribute('aria-hidden');
    else element.setAttribute('aria-hidden', before);
  }
  hidden.clear();
  const layer = innermost()?.parentElement;
  if (!layer) return;
  for (const child of document.body.children) {
    if (child === layer || child.tagName === 'SCRIPT') continue;
    hidden.set(child, child.getAttribute('aria-hidden'));
    child.setAttribute('aria-hidden', 'true');
  }
};

/**
 * A modal dialog: the page behind is hidden from assistive technology and covered by a backdrop, the
 * first control takes the focus, Tab stays inside, Escape and a click on the backdrop ask to close,
 * the page does not scroll behind it, and the focus goes back where it was once it closes.
 *
 * It replaced Radix Dialog (issue 15). Opening the first-visit popup cost one 60-120 ms task (more on
 * Lighthouse's phone): the style sheet Radix injects for its scroll lock restyles the whole page, its
 * scroll-bar measure and its focus scope force layouts. The browser's own modal `<dialog>` was tried:
 * making the page inert restyles every element too (46 ms for 734 elements in a trace). Here nothing
 * outside the dialog changes style but the body's overflow: what the opening costs is the dialog's
 * own elements.
 */
export const DialogFrame = ({
  className,
  labelledBy,
  describedBy,
  role = 'dialog',
  dismissible = true,
  onClose,
  children,
}: DialogFrameProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [order] = useState(() => (renders += 1));
  const latest = useRef({ dismissible, onClose });
  useEffect(() => {
    latest.current = { dismissible, onClose };
  });

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openFrames.push({ box, order });
    openFrames.sort((a, b) => a.order - b.order);
    hideAllButInnermost();
    const unlock = lockScroll();
    // A dialog holding another one mounts after it (effects run child first): the inner one has the focus.
    // With no control yet (content still loading), the box itself holds the focus.
    if (innermost() === box) focusFirstControl(box);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || innermost() !== box || event.defaultPrevented) return;
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Focus that lands outside (a click on the page's scroll bar, a script) comes back inside.
    const onFocusIn = (event: FocusEvent) => {
      if (innermost() !== box || box.contains(event.target as Node)) return;
      focusFirstControl(box);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openFrames.splice(
        openFrames.findIndex((frame) => frame.box === box),
        1,
      );
      hideAllButInnermost();
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [order]);

  const wrapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const tabbables = tabbablesIn(ref.current);
    const first = tabbables[0];
    const last = tabbables.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first || active === ref.current : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return createPortal(
    <div>
      <div
        className={styles.backdrop}
        onPointerDown={(event) => {
          // Like a click outside a native dialog: the page behind takes no press.
          event.preventDefault();
          if (latest.current.dismissible) latest.current.onClose();
        }}
      />
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
        onKeyDown={wrapTab}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
};
