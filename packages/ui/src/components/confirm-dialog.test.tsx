// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.js';

afterEach(cleanup);

function ask(extra: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete?"
      message="It cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...extra}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('gives Cancel the first focus and answers each button', () => {
    const { onConfirm, onCancel } = ask();
    const cancel = screen.getByRole('button', { name: 'ui.cancel' });
    expect(document.activeElement).toBe(cancel);
    expect(screen.getByText('It cannot be undone.')).toBeTruthy();
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape while the confirmed action runs, and cancels on Escape otherwise', () => {
    const pending = ask({ pending: true, cancelLabel: 'Keep' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(pending.onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const idle = ask();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(idle.onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows the kiosk's touch dialog with its picture", () => {
    ask({ touch: true, description: 'Your cart is emptied.', icon: <svg data-testid="picture" /> });
    expect(screen.getByTestId('picture')).toBeTruthy();
    expect(screen.getByText('Your cart is emptied.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ui.cancel' }));
  });
});
