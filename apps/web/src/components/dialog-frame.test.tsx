import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFrame } from './dialog-frame';

afterEach(cleanup);

const Harness = ({ dismissible = true, onClose = () => undefined }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open ? (
        <DialogFrame
          labelledBy="t"
          dismissible={dismissible}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <h2 id="t">Title</h2>
          <button>First</button>
          <button>Last</button>
        </DialogFrame>
      ) : null}
    </>
  );
};

const open = () => {
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
};

describe('DialogFrame', () => {
  it('opens modal, named by its title, with the first control focused and the page locked', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(document.body.style.overflow).toBe('hidden');
    // The page behind is out of the accessibility tree.
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('keeps Tab inside, both ways', () => {
    render(<Harness />);
    open();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and on a click outside, then gives the focus back and unlocks the page', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const trigger = open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(document.body.style.overflow).toBe('');

    open();
    fireEvent.pointerDown(screen.getByRole('dialog').previousElementSibling!);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and outside clicks when it is not dismissible', () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    open();
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.pointerDown(dialog.previousElementSibling!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('gives Escape to the innermost dialog only, and the page back once the last one closes', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const Nested = ({ showInner }: { showInner: boolean }) => (
      <DialogFrame labelledBy="o" onClose={outer}>
        <h2 id="o">Outer</h2>
        <button>Outer button</button>
        {showInner ? (
          <DialogFrame labelledBy="i" onClose={inner}>
            <h2 id="i">Inner</h2>
            <button>Inner button</button>
          </DialogFrame>
        ) : null}
      </DialogFrame>
    );
    const { rerender } = render(<Nested showInner />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner button' }));
    // Only the innermost dialog is in the accessibility tree.
    expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    rerender(<Nested showInner={false} />);
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    cleanup();
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
