import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountAsOpenDialog } from '../../../lib/open-dialogs';
import { whenNoDialogOpen } from './use-login-outcome';

const CountedDialog = () => {
  useCountAsOpenDialog();
  return null;
};

describe('whenNoDialogOpen', () => {
  it('runs at once when no dialog is open', () => {
    const then = vi.fn();
    whenNoDialogOpen(then);
    expect(then).toHaveBeenCalledOnce();
  });

  it('waits for the last open dialog to close, and runs once', () => {
    const first = render(<CountedDialog />);
    const second = render(<CountedDialog />);
    const then = vi.fn();
    whenNoDialogOpen(then);
    expect(then).not.toHaveBeenCalled();
    first.unmount();
    expect(then).not.toHaveBeenCalled();
    second.unmount();
    expect(then).toHaveBeenCalledOnce();
    render(<CountedDialog />).unmount();
    expect(then).toHaveBeenCalledOnce();
  });
});
